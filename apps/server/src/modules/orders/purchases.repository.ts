import type { Address, CheckoutItem } from '@shop/contract';
import { and, eq, isNull } from 'drizzle-orm';
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
  /** An auto-replace cycle's subscriber discount (percent), applied after the code; null: none. */
  subscriberPercent?: number | null;
  /** An auto-replace box's shipping as charged (decision 067); null: the shop's rule. */
  shippingCents?: number | null;
  refusal: string | null;
  createdAt: Date;
}

/** A paid intent's order is looked for this long after the intent is created (the browser's turn). */
export const RECONCILE_GRACE_MS = 2 * 60_000;

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
    subscriberPercent: row.subscriberPercent,
    shippingCents: row.shippingCents,
    refusal: row.refusal,
    createdAt: row.createdAt,
  };
}

/** What each payment intent pays for; each query takes the database or a transaction. */
export const purchasesRepository = {
  /** The first record of an intent stays (a repeated create reuses the same intent). */
  async record(
    handle: Database,
    purchase: Omit<Purchase, 'refusal' | 'createdAt'>,
    now = new Date(),
  ): Promise<Purchase> {
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
        subscriberPercent: purchase.subscriberPercent ?? null,
        shippingCents: purchase.shippingCents ?? null,
        reconcileAfter: new Date(now.getTime() + RECONCILE_GRACE_MS),
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

  /**
   * Locks the purchase for its one outcome (inside the placing transaction): a second caller
   * waits here, then finds the order or the refusal the first one committed.
   */
  async lockForOutcome(handle: Database, paymentIntentId: string) {
    const [row] = await handle
      .select({ refusal: paymentPurchases.refusal })
      .from(paymentPurchases)
      .where(eq(paymentPurchases.paymentIntentId, paymentIntentId))
      .for('update');
    return row ?? null;
  },

  async refuse(handle: Database, paymentIntentId: string, reason: string) {
    await handle
      .update(paymentPurchases)
      .set({ refusal: reason })
      .where(eq(paymentPurchases.paymentIntentId, paymentIntentId));
  },

  /**
   * Marks the payment settled (its order placed or its refund made) and stops the sweep looking
   * at it. True for the one caller that settled it: that caller tells the customer.
   */
  async settle(handle: Database, paymentIntentId: string, now = new Date()): Promise<boolean> {
    const settled = await handle
      .update(paymentPurchases)
      .set({ settledAt: now, reconcileAfter: null })
      .where(
        and(
          eq(paymentPurchases.paymentIntentId, paymentIntentId),
          isNull(paymentPurchases.settledAt),
        ),
      )
      .returning({ paymentIntentId: paymentPurchases.paymentIntentId });
    return settled.length > 0;
  },

  /** An intent that was never paid: the sweep stops looking at it. */
  async stopWatching(handle: Database, paymentIntentId: string) {
    await handle
      .update(paymentPurchases)
      .set({ reconcileAfter: null })
      .where(eq(paymentPurchases.paymentIntentId, paymentIntentId));
  },
};
