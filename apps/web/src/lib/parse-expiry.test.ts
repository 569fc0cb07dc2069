import { describe, expect, it } from 'vitest';
import { parseExpiry } from './parse-expiry.ts';

describe('parseExpiry', () => {
  it('reads MM/YY and MM/YYYY', () => {
    expect(parseExpiry('12/34')).toEqual({ expMonth: 12, expYear: 2034 });
    expect(parseExpiry(' 3 / 2031 ')).toEqual({ expMonth: 3, expYear: 2031 });
  });

  it('refuses what is not a month and year', () => {
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('1230')).toBeNull();
    expect(parseExpiry('')).toBeNull();
  });
});
