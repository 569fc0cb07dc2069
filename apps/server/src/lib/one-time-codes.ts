import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const CODE_LENGTH = 6;

/** Six digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return randomInt(0, 10 ** CODE_LENGTH)
    .toString()
    .padStart(CODE_LENGTH, '0');
}

/**
 * HMAC-SHA256 keyed with the server secret over user, purpose and code: a leaked table cannot be
 * brute-forced offline without the secret, and a code only matches for the user and purpose it
 * was made for.
 */
export function hashCode(
  secret: string,
  binding: { userId: string; purpose: string },
  code: string,
) {
  return createHmac('sha256', secret)
    .update(`${binding.purpose}\n${binding.userId}\n${code}`)
    .digest('hex');
}

export function hashesMatch(expectedHex: string, actualHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const actual = Buffer.from(actualHex, 'hex');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
