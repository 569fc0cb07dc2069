import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { subscriptions } from '../../db/schema/index.ts';

/**
 * Whether a saved card pays for a live Auto-replace plan (active, paused or in dunning: a paused
 * plan charges it again when resumed), which keeps it from being removed until another card
 * takes its place. Runs inside the removal's transaction (`db` is that transaction).
 */
export async function isCardInUse(
  db: Database,
  userId: string,
  paymentMethodId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.paymentMethodId, paymentMethodId),
        ne(subscriptions.status, 'cancelled'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export const CARD_IN_USE =
  'This card pays for an active Auto-replace plan. Choose another card for the plan first.';
