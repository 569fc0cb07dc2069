import { randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@shop/contract';
import { hashCode } from '../../../lib/one-time-codes.ts';

/** No 0/o, 1/l/i: a code written on paper is read back without doubt. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF_LENGTH = 5;

const randomPart = () =>
  Array.from({ length: HALF_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Ten fresh codes such as `k7mqz-4hxtp` (about 49 bits each, from the CSPRNG). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomPart()}-${randomPart()}`);
}

/** A code as typed (any case, spaces or dashes) in the form it was hashed. */
export function normaliseRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** HMAC bound to the account, so a leaked table neither reveals nor transfers a code. */
export function hashRecoveryCode(secret: string, userId: string, code: string): string {
  return hashCode(secret, { userId, purpose: 'recovery-code' }, normaliseRecoveryCode(code));
}
