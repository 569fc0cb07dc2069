import { describe, expect, it } from 'vitest';
import { formatClockTime, formatDay, formatMoment, formatMomentDay } from './store-dates.ts';

describe("the shop's dates for shoppers", () => {
  it('writes a calendar day as it is, whatever the time zone', () => {
    expect(formatDay('2027-03-25')).toBe('Mar 25, 2027');
    expect(formatDay('2024-01-01T00:00:00.000Z')).toBe('Jan 1, 2024');
  });

  it("writes a moment as the shop's day, not UTC's", () => {
    // A coupon's last minute, Dec 31 in Chicago, is already Jan 1 in UTC.
    expect(formatMomentDay('2027-01-01T05:59:59.999Z', 'America/Chicago')).toBe('Dec 31, 2026');
    expect(formatMomentDay('2027-01-01T05:59:59.999Z', 'UTC')).toBe('Jan 1, 2027');
    expect(formatMomentDay('not a date', 'UTC')).toBe('not a date');
  });

  it('writes a moment with its time in the same style', () => {
    expect(formatMoment('2026-11-25T20:05:00Z', 'America/Chicago')).toBe('Nov 25, 2026, 2:05 PM');
    expect(formatClockTime('2026-11-25T20:05:09Z', 'UTC')).toBe('8:05:09 PM');
  });
});
