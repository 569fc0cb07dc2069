import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { isCommonPassword } from './password-policy.ts';

describe('isCommonPassword', () => {
  it('ships more than a thousand common passwords', () => {
    expect(COMMON_PASSWORDS.size).toBeGreaterThan(1000);
  });

  it.each(['password', 'Password1', '12345678', 'qwerty123', 'iloveyou', 'P@ssw0rd', 'aaaaaaaaaa'])(
    'refuses %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
    },
  );

  it.each(['Sunshine2024!', 'football!!', '1dragon1'])(
    'refuses a common word in digits: %s',
    (pw) => {
      expect(isCommonPassword(pw)).toBe(true);
    },
  );

  it.each(['correct horse battery staple', 'Tr0ut-Kettle-Nine', 'my water filter is blue'])(
    'accepts %s',
    (password) => {
      expect(isCommonPassword(password)).toBe(false);
    },
  );
});
