/**
 * No text field of any request may hold U+0000: PostgreSQL cannot store it in text, and no person
 * types it. The server applies this one rule to every body, query and path parameter before the
 * route's own schema, so a field added tomorrow is covered too.
 */
export const NUL_MESSAGE = 'must not contain a NUL character (U+0000)';

/** The dotted path of the first string holding U+0000 ('address.street', 'items.0.name'). */
export function findNulField(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || 'value' : null;
  if (value === null || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '')].join('.');
    const found = findNulField(inner, [...path, key]);
    if (found) return found;
  }
  return null;
}
