/**
 * The shop's calendar: which day an instant falls on, and when a day starts, in the shop's own
 * time zone (SHOP_TIMEZONE, an IANA name such as America/Chicago). The owner's "today", the
 * dashboard, the order filters, the CSV and the daily e-mails all count days this way, so an
 * order placed at 7 pm in Texas belongs to that evening, not to tomorrow in UTC.
 */

export const DEFAULT_SHOP_TIMEZONE = 'America/Chicago';

const dayFormats = new Map<string, Intl.DateTimeFormat>();

function dayFormat(timeZone: string): Intl.DateTimeFormat {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    dayFormats.set(timeZone, format);
  }
  return format;
}

/** True when the runtime knows `timeZone` as an IANA zone. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

function wallClock(instant: Date, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of dayFormat(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** How far the zone's wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetMs(instant: Date, timeZone: string): number {
  const {
    year = 0,
    month = 1,
    day = 1,
    hour = 0,
    minute = 0,
    second = 0,
  } = wallClock(instant, timeZone);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The shop day ('YYYY-MM-DD') on which `instant` falls. */
export function shopDayOf(instant: Date, timeZone: string): string {
  const { year = 0, month = 1, day = 1 } = wallClock(instant, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The instant a shop day ('YYYY-MM-DD') begins: local midnight, daylight saving included. */
export function shopDayStart(day: string, timeZone: string): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const midnightAsUtc = Date.UTC(year, month - 1, date);
  // The offset at the guess can differ from the offset at the answer across a DST change.
  const guess = midnightAsUtc - offsetMs(new Date(midnightAsUtc), timeZone);
  return new Date(midnightAsUtc - offsetMs(new Date(guess), timeZone));
}

/** The day `days` after (or before, when negative) a shop day. */
export function addShopDays(day: string, days: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The instants [start, end) of a shop day. */
export function shopDayRange(day: string, timeZone: string): { start: Date; end: Date } {
  return { start: shopDayStart(day, timeZone), end: shopDayStart(addShopDays(day, 1), timeZone) };
}
