const SHOP_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * The one way the shop writes a date for people ("Mar 25, 2027"): dashboard, reminder pages,
 * e-mails and order pages. A day ('2027-03-25') or an instant, always read in UTC, so a due day
 * never shifts by the reader's time zone.
 */
export function formatShopDate(value: string | Date): string {
  const date =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)
      ? new Date(`${value}T00:00:00Z`)
      : new Date(value);
  return Number.isNaN(date.getTime()) ? String(value) : SHOP_DATE.format(date);
}
