import { formatShopDate, shopDayOf } from '@shop/contract';
import { useShopTimeZone } from './shop-time-zone.ts';

/*
 * How the shop's pages write dates for shoppers, one way everywhere ('Mar 25, 2027', the
 * e-mails' and reminder pages' formatShopDate):
 * - a calendar day (a part's due day, a shipment's day: '2027-03-25') is written as it is, never
 *   shifted by a time zone;
 * - a moment (an order placed, a coupon's last minute, a plan's event) is written as the shop's
 *   day and time (SHOP_TIMEZONE), as the back office and the coupons' own days are.
 */

const TIME = { hour: 'numeric', minute: '2-digit' } as const;

/** A calendar day: '2027-03-25' -> 'Mar 25, 2027' (an instant: its UTC day, as e-mails do). */
export function formatDay(day: string): string {
  return formatShopDate(day);
}

/** The shop's day of a moment: '2027-01-01T05:59:59Z' in America/Chicago -> 'Dec 31, 2026'. */
export function formatMomentDay(iso: string, timeZone: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : formatShopDate(shopDayOf(instant, timeZone));
}

/** A moment with its time in the shop's zone: 'Nov 25, 2026, 2:05 PM'. */
export function formatMoment(iso: string, timeZone: string): string {
  const time = new Date(iso).toLocaleTimeString('en-US', { ...TIME, timeZone });
  return `${formatMomentDay(iso, timeZone)}, ${time}`;
}

/**
 * The clock time of a moment the shopper just saw happen ('2:05:33 PM'), in their own zone:
 * they hold it against their phone's clock and mail app.
 */
export function formatClockTime(at: number | string, timeZone?: string): string {
  return new Date(at).toLocaleTimeString('en-US', { ...TIME, second: '2-digit', timeZone });
}

/** The moment formatters in the shop's time zone (GET /shop), the browser's until it is known. */
export function useMomentDates() {
  const timeZone = useShopTimeZone();
  return {
    day: (iso: string) => formatMomentDay(iso, timeZone),
    dateTime: (iso: string) => formatMoment(iso, timeZone),
  };
}
