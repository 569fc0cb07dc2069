import { type Address, type AppliedDiscount, centsToDollars } from '@shop/contract';
import type { Database } from '../../db/database.ts';
import { addressKey } from './customer-identity.ts';
import { type DiscountRow, describeRow, offCents, whyNotUsable } from './discount-rules.ts';
import { discountsRepository } from './discounts.repository.ts';

/** The code a checkout is priced with: its row and what it takes off, in cents. */
export interface PricedDiscount {
  row: DiscountRow;
  offCents: number;
}

export interface DiscountEvaluation {
  priced: PricedDiscount | null;
  /** Why the applied code takes nothing off now; null when it applies or none is applied. */
  notice: string | null;
}

/**
 * The customer's applied code against a subtotal, with every rule checked now. With the address
 * the order ships to, a per-customer limit also counts other accounts' uses at that address.
 */
export async function evaluateAppliedDiscount(
  db: Database,
  userId: string,
  subtotalCents: number,
  address: Address | null = null,
  now = new Date(),
): Promise<DiscountEvaluation> {
  const row = await discountsRepository.appliedTo(db, userId);
  if (!row) return { priced: null, notice: null };
  const usedByCustomer = await discountsRepository.usesByCustomer(db, row.id, {
    userId,
    addressKey: address ? addressKey(address) : null,
    cardFingerprint: null,
  });
  const notice = whyNotUsable(row, { now, subtotalCents, usedByCustomer });
  if (notice) return { priced: null, notice };
  return { priced: { row, offCents: offCents(row, subtotalCents) }, notice: null };
}

/** A paid checkout's code, honoured as it was priced (the limits are enforced at placement). */
export async function honourDiscount(
  db: Database,
  discountId: string,
  subtotalCents: number,
): Promise<PricedDiscount | null> {
  const row = await discountsRepository.byId(db, discountId);
  return row ? { row, offCents: offCents(row, subtotalCents) } : null;
}

export function toAppliedDiscount(priced: PricedDiscount | null): AppliedDiscount | null {
  if (!priced) return null;
  return {
    code: priced.row.code,
    description: describeRow(priced.row),
    amount: centsToDollars(priced.offCents),
  };
}

/** For the cart answer: the applied code and why it takes nothing off, if it does not. */
export function cartDiscountLookup(db: Database) {
  return async (userId: string, subtotalCents: number) => {
    const { priced, notice } = await evaluateAppliedDiscount(db, userId, subtotalCents);
    return { discount: toAppliedDiscount(priced), notice };
  };
}
