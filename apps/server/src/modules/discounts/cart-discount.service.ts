import type { CustomerCoupon } from '@shop/contract';
import type { Database } from '../../db/database.ts';
import { ConflictError, NotFoundError } from '../../errors/index.ts';
import { checkoutRepository } from '../pricing/checkout.repository.ts';
import { savedAddress } from '../pricing/checkout.service.ts';
import { addressKey } from './customer-identity.ts';
import { CODE_NOT_FOUND, describeRow, whyNotUsable } from './discount-rules.ts';
import { discountsRepository } from './discounts.repository.ts';

/** A customer's side of discounts: apply a code to the cart, list the codes they can use. */
export function cartDiscountService(db: Database) {
  return {
    /** Refused with the reason when the code cannot be used on this cart now. */
    async apply(userId: string, code: string, subtotalCents: number): Promise<void> {
      const row = await discountsRepository.liveByCode(db, code);
      if (!row?.active) throw new NotFoundError(CODE_NOT_FOUND);
      const customer = await checkoutRepository.customerOf(db, userId);
      const address = customer ? savedAddress(customer) : null;
      const usedByCustomer = await discountsRepository.usesByCustomer(db, row.id, {
        userId,
        addressKey: address ? addressKey(address) : null,
        cardFingerprint: null,
      });
      const reason = whyNotUsable(row, { now: new Date(), subtotalCents, usedByCustomer });
      if (reason) throw new ConflictError(reason);
      await discountsRepository.apply(db, userId, row.id);
    },

    remove(userId: string): Promise<void> {
      return discountsRepository.remove(db, userId);
    },

    /** Live codes within their dates that this customer has uses left of (any subtotal). */
    async couponsFor(userId: string): Promise<CustomerCoupon[]> {
      const now = new Date();
      const coupons: CustomerCoupon[] = [];
      for (const row of await discountsRepository.active(db)) {
        const usedByCustomer = await discountsRepository.usesBy(db, row.id, userId);
        const context = { now, subtotalCents: Number.MAX_SAFE_INTEGER, usedByCustomer };
        if (whyNotUsable(row, context)) continue;
        coupons.push({
          code: row.code,
          description: describeRow(row),
          endsAt: row.endsAt?.toISOString() ?? null,
        });
      }
      return coupons;
    },
  };
}
