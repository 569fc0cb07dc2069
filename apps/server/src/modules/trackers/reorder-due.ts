import { REORDER_DUE_WITHIN_DAYS } from '@shop/contract';
import type { Database } from '../../db/database.ts';
import { plansShippingParts } from '../subscriptions/part-plans.ts';
import { addPartToCart } from './cart-additions.ts';
import { isoDay, partDueDay } from './part-due.ts';
import { trackersRepository } from './trackers.repository.ts';

/**
 * 'Reorder due parts': every tracked part due within 30 days (or overdue) goes in the cart once,
 * except a part whose replacement an Auto-replace plan ships.
 */
export async function reorderDueParts(db: Database, userId: string, now: Date): Promise<number> {
  const repository = trackersRepository(db);
  const tracked = await repository.listTrackedProducts(userId);
  const parts = await repository.listParts(tracked.map((row) => row.id));
  // A part on an active plan (or one in dunning) is not bought twice: the plan ships it.
  const onPlans = await plansShippingParts(
    db,
    parts.map((part) => part.id),
  );
  const horizon = isoDay(new Date(now.getTime() + REORDER_DUE_WITHIN_DAYS * 86_400_000));
  const due = new Set(
    parts
      .filter((part) => part.partProductId && !onPlans.has(part.id) && partDueDay(part) <= horizon)
      .map((part) => part.partProductId as string),
  );
  let added = 0;
  for (const productId of due) {
    if (await addPartToCart(db, userId, productId)) added += 1;
  }
  return added;
}
