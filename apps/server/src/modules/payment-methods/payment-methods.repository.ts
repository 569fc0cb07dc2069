import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { paymentMethods, stripeCustomers, users } from '../../db/schema/index.ts';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type NewPaymentMethod = Omit<
  typeof paymentMethods.$inferInsert,
  'id' | 'isDefault' | 'createdAt' | 'removedAt'
>;

const live = (userId: string) =>
  and(eq(paymentMethods.userId, userId), isNull(paymentMethods.removedAt));

/** A customer's saved cards; every change runs under a lock on the customer's row. */
export function paymentMethodsRepository(db: Database) {
  /** Serialises one customer's card changes (first card default, promotion on removal). */
  async function lockCustomer(tx: Database, userId: string) {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  }

  async function findLive(tx: Database, userId: string, id: string) {
    const [row] = await tx
      .select()
      .from(paymentMethods)
      .where(and(live(userId), eq(paymentMethods.id, id)));
    return row;
  }

  return {
    /** The default first, then newest first. */
    list(userId: string) {
      return db
        .select()
        .from(paymentMethods)
        .where(live(userId))
        .orderBy(desc(paymentMethods.isDefault), desc(paymentMethods.createdAt));
    },

    find(userId: string, id: string): Promise<PaymentMethodRow | undefined> {
      return findLive(db, userId, id);
    },

    async findDefault(userId: string): Promise<PaymentMethodRow | undefined> {
      const [row] = await db
        .select()
        .from(paymentMethods)
        .where(and(live(userId), eq(paymentMethods.isDefault, true)));
      return row;
    },

    /** Stores a card (the customer's first becomes the default); a repeated ref answers the first. */
    insert(values: NewPaymentMethod): Promise<PaymentMethodRow | undefined> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, values.userId);
        const [current] = await tx
          .select({ id: paymentMethods.id })
          .from(paymentMethods)
          .where(and(live(values.userId), eq(paymentMethods.isDefault, true)));
        await tx
          .insert(paymentMethods)
          .values({ ...values, isDefault: !current })
          .onConflictDoNothing({ target: paymentMethods.processorRef });
        const [row] = await tx
          .select()
          .from(paymentMethods)
          .where(and(live(values.userId), eq(paymentMethods.processorRef, values.processorRef)));
        return row;
      });
    },

    /** false when the customer has no such card. */
    setDefault(userId: string, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, userId);
        if (!(await findLive(tx, userId, id))) return false;
        await tx
          .update(paymentMethods)
          .set({ isDefault: false })
          .where(and(live(userId), eq(paymentMethods.isDefault, true), ne(paymentMethods.id, id)));
        await tx.update(paymentMethods).set({ isDefault: true }).where(eq(paymentMethods.id, id));
        return true;
      });
    },

    /**
     * Marks the card removed and, when it was the default, makes the newest other card the
     * default. `mayRemove` runs inside the lock (the plans' check). Answers the removed row.
     */
    remove(
      userId: string,
      id: string,
      mayRemove: (tx: Database, row: PaymentMethodRow) => Promise<void>,
    ): Promise<PaymentMethodRow | undefined> {
      return db.transaction(async (tx) => {
        await lockCustomer(tx, userId);
        const row = await findLive(tx, userId, id);
        if (!row) return undefined;
        await mayRemove(tx, row);
        await tx
          .update(paymentMethods)
          .set({ removedAt: new Date(), isDefault: false })
          .where(eq(paymentMethods.id, id));
        if (row.isDefault) {
          const [newest] = await tx
            .select({ id: paymentMethods.id })
            .from(paymentMethods)
            .where(live(userId))
            .orderBy(desc(paymentMethods.createdAt))
            .limit(1);
          if (newest) {
            await tx
              .update(paymentMethods)
              .set({ isDefault: true })
              .where(eq(paymentMethods.id, newest.id));
          }
        }
        return row;
      });
    },

    async stripeCustomer(userId: string) {
      const [row] = await db
        .select({ customerRef: stripeCustomers.customerRef, email: users.email })
        .from(users)
        .leftJoin(stripeCustomers, eq(stripeCustomers.userId, users.id))
        .where(eq(users.id, userId));
      return row;
    },

    /** Keeps the first customer stored for the user; answers the one kept. */
    async saveStripeCustomer(userId: string, customerRef: string): Promise<string> {
      await db.insert(stripeCustomers).values({ userId, customerRef }).onConflictDoNothing();
      const [row] = await db
        .select({ customerRef: stripeCustomers.customerRef })
        .from(stripeCustomers)
        .where(eq(stripeCustomers.userId, userId));
      return row?.customerRef ?? customerRef;
    },
  };
}

export type PaymentMethodsRepository = ReturnType<typeof paymentMethodsRepository>;
