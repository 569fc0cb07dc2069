/** Money is integer cents everywhere except at the API edge, where it is a 2-decimal number. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g;

/** The minus sign (U+2212) a negative amount starts with: '−$59.70', never '$-59.70'. */
export const MINUS = '\u2212';

/**
 * '$1,234.50' — the spec's dollar sign with two decimals; a negative amount is '−$59.70', the
 * typographic minus before the dollar sign, in checkout, the back office and e-mails alike. Built by hand rather than with
 * Intl.NumberFormat: the first Intl formatter of a page load costs a phone some 100 ms of main
 * thread, and a listing shows prices before anything else needs Intl. Money is whole cents, so
 * rounding to the cent is exact.
 */
export function formatUsd(dollars: number): string {
  const cents = Math.round(Math.abs(dollars) * 100);
  const sign = dollars < 0 && cents > 0 ? MINUS : '';
  const whole = Math.floor(cents / 100)
    .toString()
    .replace(THOUSANDS, ',');
  return `${sign}$${whole}.${String(cents % 100).padStart(2, '0')}`;
}
