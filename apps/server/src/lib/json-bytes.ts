/**
 * Writers of JSON values straight into a byte buffer, for the request-log line of every cached
 * read (request-log.ts), where building, flattening and encoding a string per line was measured
 * at about a tenth of the request (decision 038). Each writes at `at` and returns the offset
 * after what it wrote; the caller has made room.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const ZERO = 0x30;
const DOT = 0x2e;

export function putBytes(target: Uint8Array, at: number, bytes: Uint8Array): number {
  target.set(bytes, at);
  return at + bytes.length;
}

/** A non-negative integer (up to 2^53), as JSON writes it. */
export function putInteger(target: Uint8Array, at: number, value: number): number {
  let end = at + 1;
  for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) end += 1;
  let rest = value;
  for (let i = end - 1; i >= at; i -= 1) {
    target[i] = ZERO + (rest % 10);
    rest = Math.floor(rest / 10);
  }
  return end;
}

/** A non-negative count of tenths as JSON writes tenths / 10: 0, 0.3, 12, 12.5. */
export function putTenths(target: Uint8Array, at: number, tenths: number): number {
  const end = putInteger(target, at, Math.floor(tenths / 10));
  const digit = tenths % 10;
  if (digit === 0) return end;
  target[end] = DOT;
  target[end + 1] = ZERO + digit;
  return end + 2;
}

/** The most bytes `putJsonString` writes for a string of `length` UTF-16 code units. */
export const jsonStringMaxBytes = (length: number) => 6 * length + 2;

/** `text` as a JSON string, quotes included, UTF-8 encoded, as JSON.stringify escapes it. */
export function putJsonString(target: Buffer, at: number, text: string): number {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code > 0x7e || code === QUOTE || code === BACKSLASH) {
      return at + target.write(JSON.stringify(text), at);
    }
  }
  target[at] = QUOTE;
  for (let i = 0; i < text.length; i += 1) target[at + 1 + i] = text.charCodeAt(i);
  target[at + 1 + text.length] = QUOTE;
  return at + text.length + 2;
}
