/** Money is integer cents everywhere except at the API edge, where it is a 2-decimal number. */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** '$1,234.50' — the spec's dollar sign with two decimals. */
export function formatUsd(dollars: number): string {
  return `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
