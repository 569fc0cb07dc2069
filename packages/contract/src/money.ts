/** Money is integer cents everywhere except at the API edge, where it is a 2-decimal number. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/**
 * '$1,234.50' — the spec's dollar sign with two decimals. Built by hand rather than with
 * Intl.NumberFormat: the first Intl formatter of a page load costs a phone some 100 ms of main
 * thread, and a listing shows prices before anything else needs Intl. Money is whole cents, so
 * rounding to the cent is exact.
 */
export function formatUsd(dollars: number): string {
  const cents = Math.round(Math.abs(dollars) * 100);
  const sign = dollars < 0 && cents > 0 ? '-' : '';
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(THOUSANDS, ',');
  return `$${sign}${whole}.${String(cents % 100).padStart(2, '0')}`;
}
