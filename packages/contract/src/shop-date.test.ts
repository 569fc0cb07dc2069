import { describe, expect, it } from 'vitest';
import { formatShopDate } from './shop-date.ts';

describe('formatShopDate', () => {
  it('hardening 6: writes days and instants one way, in UTC', () => {
    expect(formatShopDate('2027-03-25')).toBe('Mar 25, 2027');
    expect(formatShopDate('2025-07-01T23:30:00.000Z')).toBe('Jul 1, 2025');
    expect(formatShopDate(new Date('2025-07-01T00:00:00Z'))).toBe('Jul 1, 2025');
  });
});
