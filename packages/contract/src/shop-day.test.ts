import { describe, expect, it } from 'vitest';
import { addShopDays, isTimeZone, shopDayOf, shopDayRange, shopDayStart } from './shop-day.ts';

const CHICAGO = 'America/Chicago';

describe('shop days', () => {
  it('hardening 30.13: an order at 7 pm in Texas belongs to that evening, not to tomorrow in UTC', () => {
    expect(shopDayOf(new Date('2026-11-27T01:00:00Z'), CHICAGO)).toBe('2026-11-26');
    expect(shopDayOf(new Date('2026-11-27T06:00:00Z'), CHICAGO)).toBe('2026-11-27');
    expect(shopDayOf(new Date('2026-11-27T01:00:00Z'), 'UTC')).toBe('2026-11-27');
  });

  it('starts a day at local midnight, across daylight saving changes', () => {
    expect(shopDayStart('2026-11-26', CHICAGO).toISOString()).toBe('2026-11-26T06:00:00.000Z');
    expect(shopDayStart('2026-07-01', CHICAGO).toISOString()).toBe('2026-07-01T05:00:00.000Z');
    // 2026-03-08 is 23 hours long in Chicago, 2026-11-01 is 25.
    const spring = shopDayRange('2026-03-08', CHICAGO);
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    const autumn = shopDayRange('2026-11-01', CHICAGO);
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000);
    expect(shopDayStart('2026-11-26', 'UTC').toISOString()).toBe('2026-11-26T00:00:00.000Z');
  });

  it('counts days and knows zone names', () => {
    expect(addShopDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addShopDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(isTimeZone(CHICAGO)).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });
});
