/**
 * Credential classification (SPEC.md section 5 with DESIGN.md deviation 12).
 *
 * E-mail: local part, '@', a domain of dot-separated labels, and a final ending of two or
 * more letters (.info, .store and .email are real). Matched case-insensitively, so every
 * address is stored and looked up in its normalised (trimmed, lower-case) form.
 *
 * Phone: people type separators, so spaces, dashes, dots and parentheses are stripped
 * before matching. What remains must be '0' followed by 10 digits, or '+', a 1-3 digit
 * country code and 7-15 digits (8-18 digits after the '+'). The normalised number keeps
 * only the digits and the leading '+' or '0': '+1 (713) 555-0100' -> '+17135550100'.
 */

export type Credential =
  | { kind: 'email'; email: string }
  | { kind: 'phone'; phoneNumber: string }
  | { kind: 'invalid' };

const MAX_EMAIL_LENGTH = 254;
const DOMAIN_LABEL = '[a-z0-9](?:[a-z0-9-]*[a-z0-9])?';
const EMAIL_PATTERN = new RegExp(`^[^\\s@]+@(?:${DOMAIN_LABEL}\\.)+[a-z]{2,}$`);
const LOCAL_PHONE_PATTERN = /^0\d{10}$/;
const INTERNATIONAL_PHONE_PATTERN = /^\+\d{1,3}\d{7,15}$/;
const PHONE_SEPARATORS = /[\s().-]/g;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isEmail(input: string): boolean {
  const email = normalizeEmail(input);
  return email.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(email);
}

/** The phone number in its stored form, or null when the input is not a phone number. */
export function normalizePhoneNumber(input: string): string | null {
  const compact = input.trim().replace(PHONE_SEPARATORS, '');
  if (LOCAL_PHONE_PATTERN.test(compact) || INTERNATIONAL_PHONE_PATTERN.test(compact)) {
    return compact;
  }
  return null;
}

export function classifyCredential(input: string): Credential {
  if (isEmail(input)) return { kind: 'email', email: normalizeEmail(input) };
  const phoneNumber = normalizePhoneNumber(input);
  if (phoneNumber) return { kind: 'phone', phoneNumber };
  return { kind: 'invalid' };
}
