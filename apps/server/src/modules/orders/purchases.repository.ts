import type { Address, CheckoutItem } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { paymentPurchases } from '../../db/schema/index.ts';

export interface Purchase {
  paymentIntentId: string;
  userId: string;
  items: CheckoutItem[];
  address: Address;
  fromCart: boolean;
  /** The discount code the amount was priced with. */
  discountId: string | null;
  refusal: string | null;
}

type Row = typeof paymentPurchases.$inferSelect;

function toPurchase(row: Row): Purchase {
  return {
    paymentIntentId: row.paymentIntentId,
    userId: row.userId,
    items: row.items,
    address: {
      street: row.shippingStreet,
      city: row.shippingCity,
      state: row.shippingState,
      zip: row.shippingZip,
    },
    fromCart: row.fromCart,
    discountId: row.discountId,
    refusal: row.refusal,
  };
}

/** What each payment intent pays for; each query takes the database or a transaction. */
export const purchasesRepository = {
  /** The first record of an intent stays (a repeated create reuses the same intent). */
  async record(handle: Database, purchase: Omit<Purchase, 'refusal'>): Promise<Purchase> {
    const { address } = purchase;
    await handle
      .insert(paymentPurchases)
      .values({
        paymentIntentId: purchase.paymentIntentId,
        userId: purchase.userId,
        items: purchase.items,
        shippingStreet: address.street,
        shippingCity: address.city,
        shippingState: address.state,
        shippingZip: address.zip,
        fromCart: purchase.fromCart,
        discountId: purchase.discountId,
      })
      .onConflictDoNothing();
    const stored = await this.find(handle, purchase.paymentIntentId);
    if (!stored) throw new Error('payment purchase was not stored');
    return stored;
  },

  async find(handle: Database, paymentIntentId: string): Promise<Purchase | null> {
    const [row] = await handle
      .select()
      .from(paymentPurchases)
      .where(eq(paymentPurchases.paymentIntentId, paymentIntentId));
    return row ? toPurchase(row) : null;
  },

  async refuse(handle: Database, paymentIntentId: string, reason: string) {
    await handle
      .update(paymentPurchases)
      .set({ refusal: reason })
      .where(eq(paymentPurchases.paymentIntentId, paymentIntentId));
  },
};
