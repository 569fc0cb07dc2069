import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { cartDiscounts, discountRedemptions, discounts } from '../../db/schema/index.ts';
import { isUuid } from '../pricing/checkout.repository.ts';
import type { CustomerIdentity } from './customer-identity.ts';

export type NewDiscount = typeof discounts.$inferInsert;
const live = isNull(discounts.deletedAt);

/** Discount queries; each takes the database or a transaction. */
export const discountsRepository = {
  async page(handle: Database, filter: { q?: string; page: number; pageSize: number }) {
    const where = filter.q ? and(live, ilike(discounts.code, `%${filter.q}%`)) : live;
    const [rows, [total]] = await Promise.all([
      handle
        .select()
        .from(discounts)
        .where(where)
        .orderBy(desc(discounts.createdAt), desc(discounts.id))
        .limit(filter.pageSize)
        .offset((filter.page - 1) * filter.pageSize),
      handle.select({ value: count() }).from(discounts).where(where),
    ]);
    return { rows, total: total?.value ?? 0 };
  },

  async byId(handle: Database, id: string) {
    if (!isUuid(id)) return undefined;
    const [row] = await handle.select().from(discounts).where(eq(discounts.id, id));
    return row;
  },

  async liveByCode(handle: Database, code: string) {
    const [row] = await handle
      .select()
      .from(discounts)
      .where(and(live, eq(discounts.code, code)));
    return row;
  },

  /** Live, active codes (the Coupons list filters dates and limits per customer). */
  active(handle: Database) {
    return handle
      .select()
      .from(discounts)
      .where(and(live, eq(discounts.active, true)))
      .orderBy(desc(discounts.createdAt));
  },

  async insert(handle: Database, values: NewDiscount) {
    const [row] = await handle.insert(discounts).values(values).returning();
    return row;
  },

  async update(handle: Database, id: string, values: Partial<NewDiscount>) {
    const [row] = await handle
      .update(discounts)
      .set(values)
      .where(and(eq(discounts.id, id), live))
      .returning();
    return row;
  },

  async softDelete(handle: Database, id: string) {
    const rows = await handle
      .update(discounts)
      .set({ deletedAt: new Date(), active: false })
      .where(and(eq(discounts.id, id), live))
      .returning({ id: discounts.id });
    await handle.delete(cartDiscounts).where(eq(cartDiscounts.discountId, id));
    return rows.length === 1;
  },

  async usesBy(handle: Database, discountId: string, userId: string): Promise<number> {
    const [row] = await handle
      .select({ value: count() })
      .from(discountRedemptions)
      .where(
        and(eq(discountRedemptions.discountId, discountId), eq(discountRedemptions.userId, userId)),
      );
    return row?.value ?? 0;
  },

  /**
   * Uses of the code by this customer under any of their keys: the account, or another account
   * shipping to the same address or paying with the same card (docs/decisions/065).
   */
  async usesByCustomer(handle: Database, discountId: string, who: CustomerIdentity) {
    const keys = [eq(discountRedemptions.userId, who.userId)];
    if (who.addressKey) keys.push(eq(discountRedemptions.addressKey, who.addressKey));
    if (who.cardFingerprint)
      keys.push(eq(discountRedemptions.cardFingerprint, who.cardFingerprint));
    const [row] = await handle
      .select({ value: count() })
      .from(discountRedemptions)
      .where(and(eq(discountRedemptions.discountId, discountId), or(...keys)));
    return row?.value ?? 0;
  },

  /**
   * Takes one use for an order being placed, or returns false. The conditional UPDATE locks the
   * code's row, so racing orders queue on it and the total limit cannot be overrun; the
   * per-customer count is read after that lock, when earlier racers have committed.
   */
  async takeUse(handle: Database, use: CustomerIdentity & { discountId: string; orderId: string }) {
    const taken = await handle
      .update(discounts)
      .set({ usedCount: sql`${discounts.usedCount} + 1` })
      .where(
        and(
          eq(discounts.id, use.discountId),
          or(isNull(discounts.usageLimit), sql`${discounts.usedCount} < ${discounts.usageLimit}`),
        ),
      )
      .returning({ perCustomerLimit: discounts.perCustomerLimit });
    const row = taken[0];
    if (!row) return 'used-up' as const;
    if (row.perCustomerLimit !== null) {
      const used = await this.usesByCustomer(handle, use.discountId, use);
      if (used >= row.perCustomerLimit) return 'used-by-customer' as const;
    }
    await handle.insert(discountRedemptions).values(use);
    await handle.delete(cartDiscounts).where(eq(cartDiscounts.userId, use.userId));
    return 'taken' as const;
  },

  async appliedTo(handle: Database, userId: string) {
    const [row] = await handle
      .select({ discount: discounts })
      .from(cartDiscounts)
      .innerJoin(discounts, eq(discounts.id, cartDiscounts.discountId))
      .where(eq(cartDiscounts.userId, userId));
    return row?.discount;
  },

  async apply(handle: Database, userId: string, discountId: string) {
    await handle
      .insert(cartDiscounts)
      .values({ userId, discountId })
      .onConflictDoUpdate({ target: cartDiscounts.userId, set: { discountId } });
  },

  async remove(handle: Database, userId: string) {
    await handle.delete(cartDiscounts).where(eq(cartDiscounts.userId, userId));
  },
};
