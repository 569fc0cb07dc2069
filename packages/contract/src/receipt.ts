import { centsToDollars, dollarsToCents, formatUsd } from './money.ts';

/** What an order cost and what was given back, in dollars as the API answers them. */
export interface ReceiptAmounts {
  subtotal: number;
  discount: number;
  discountCode?: string | null;
  shipping: number;
  tax: number;
  total: number;
  refunded: number;
}

export interface ReceiptRow {
  label: string;
  /** Written by formatUsd: a reduction is '−$59.70'. */
  amount: string;
  /** The total, and what was paid after refunds. */
  isTotal: boolean;
}

/**
 * The lines of every receipt (order e-mail, Order History, back office, packing slip), in one
 * order so they read the same everywhere and add up: subtotal − discount + shipping + tax =
 * total, and total − refunds = what the customer paid in the end.
 */
export function receiptRows(amounts: ReceiptAmounts): ReceiptRow[] {
  const row = (label: string, dollars: number, isTotal = false) => ({
    label,
    amount: formatUsd(dollars),
    isTotal,
  });
  const discountLabel = amounts.discountCode ? `Discount (${amounts.discountCode})` : 'Discount';
  const rows = [
    row('Subtotal', amounts.subtotal),
    row(discountLabel, -amounts.discount),
    row('Shipping', amounts.shipping),
    row('Tax', amounts.tax),
    row('Total', amounts.total, true),
  ];
  if (amounts.refunded > 0) {
    const kept = dollarsToCents(amounts.total) - dollarsToCents(amounts.refunded);
    rows.push(
      row('Refunded', -amounts.refunded),
      row('Paid after refunds', centsToDollars(kept), true),
    );
  }
  return rows;
}
