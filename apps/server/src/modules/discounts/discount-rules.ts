import { centsToDollars, describeDiscount, discountCents } from '@shop/contract';
import type { discounts } from '../../db/schema/index.ts';

export type DiscountRow = typeof discounts.$inferSelect;

export const CODE_NOT_FOUND = 'This discount code is not valid.';
export const CODE_USED_UP = 'This discount code has reached its usage limit.';
export const CODE_USED_BY_YOU = 'You have already used this discount code.';

export function describeRow(row: DiscountRow): string {
  return describeDiscount({
    kind: row.kind,
    value: row.kind === 'fixed' ? centsToDollars(row.value) : row.value,
    minSubtotal: centsToDollars(row.minSubtotalCents),
  });
}

/**
 * Why a customer cannot use the code now, or null when they can. The usage counts are read
 * here only to explain; placing the order takes a use atomically (discounts.repository.ts).
 */
export function whyNotUsable(
  row: DiscountRow,
  context: { now: Date; subtotalCents: number; usedByCustomer: number },
): string | null {
  if (!row.active || row.deletedAt) return CODE_NOT_FOUND;
  if (row.startsAt && row.startsAt > context.now) return 'This discount code is not active yet.';
  if (row.endsAt && row.endsAt <= context.now) return 'This discount code has expired.';
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit) return CODE_USED_UP;
  if (row.perCustomerLimit !== null && context.usedByCustomer >= row.perCustomerLimit) {
    return CODE_USED_BY_YOU;
  }
  if (context.subtotalCents < row.minSubtotalCents) {
    const minimum = centsToDollars(row.minSubtotalCents).toFixed(2);
    return `This code needs a subtotal of at least $${minimum}.`;
  }
  return null;
}

export function offCents(row: DiscountRow, subtotalCents: number): number {
  return discountCents(row, subtotalCents);
}
