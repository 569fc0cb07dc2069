import { ValidationError } from '../errors/index.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose another.';

/** 'Sunshine2024!' is as guessable as 'sunshine': a short run of digits and symbols adds little. */
const SHORT_AFFIXES = /^[\d\W_]{0,6}(.*?)[\d\W_]{0,6}$/;

/**
 * True for a password from the common list, also when it only wraps a common word in up to six
 * digits or symbols, and for one repeated character. Length limits are the contract's job.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  if (/^(.)\1*$/.test(lower)) return true;
  const core = SHORT_AFFIXES.exec(lower)?.[1] ?? lower;
  return core.length > 0 && COMMON_PASSWORDS.has(core);
}

export function assertAcceptablePassword(password: string): void {
  if (isCommonPassword(password)) throw new ValidationError(COMMON_PASSWORD_MESSAGE);
}
