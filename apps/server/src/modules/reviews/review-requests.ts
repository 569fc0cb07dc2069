import { and, asc, eq, gt, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  orderItems,
  orders,
  products,
  reviewRequests,
  reviews,
  users,
} from '../../db/schema/index.ts';
import type { Messenger } from '../outbox/messenger.ts';
import { isOptedOut } from '../reminders/reminder-unsubscribe.ts';
import { shopSettingsRepository } from '../settings/shop-settings.repository.ts';
import { composeReviewRequest, type ReviewRequestSettings } from './review-request-mail.ts';

const DAY_MS = 86_400_000;
/**
 * How far back past its day an order still gets its request: a server that was down catches up,
 * while the first run after this feature shipped does not mail every order ever delivered.
 */
const CATCH_UP_DAYS = 30;
const BATCH = 100;

/** Delivered orders whose request day has come and that have no request yet, oldest first. */
function dueOrders(db: Database, due: Date) {
  return db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      customerId: orders.userId,
      customerName: users.name,
      email: users.email,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(orders.status, 'Delivered'),
        lte(orders.deliveredAt, due),
        gt(orders.deliveredAt, new Date(due.getTime() - CATCH_UP_DAYS * DAY_MS)),
        isNotNull(users.email),
        notExists(
          db
            .select({ one: sql`1` })
            .from(reviewRequests)
            .where(eq(reviewRequests.orderId, orders.id)),
        ),
      ),
    )
    .orderBy(asc(orders.deliveredAt))
    .limit(BATCH);
}

/** The order's live products its buyer has not reviewed yet. */
function productsToReview(db: Database, orderId: string, customerId: string) {
  return db
    .selectDistinct({ id: products.id, name: products.name })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(
      and(
        eq(orderItems.orderId, orderId),
        isNull(products.deletedAt),
        notExists(
          db
            .select({ one: sql`1` })
            .from(reviews)
            .where(and(eq(reviews.productId, products.id), eq(reviews.customerId, customerId))),
        ),
      ),
    )
    .orderBy(asc(products.name));
}

/**
 * The review request e-mails due at `now` (decision 073): `reviewRequestDays` after delivery,
 * once per order. The review_requests row is the once-only key, written in the transaction that
 * writes the outbox message: a second instance's insert waits for the first's commit and then
 * does nothing. An address that stopped reminder e-mails gets none, and the order counts as done.
 * Returns how many e-mails were sent.
 */
export async function sendReviewRequests(
  deps: { db: Database; messenger: Messenger; settings: ReviewRequestSettings },
  now: Date,
): Promise<number> {
  const { db, messenger, settings } = deps;
  const { reviewRequestDays } = await shopSettingsRepository.read(db);
  const due = new Date(now.getTime() - reviewRequestDays * DAY_MS);
  let sent = 0;
  for (const order of await dueOrders(db, due)) {
    const email = order.email as string;
    const items = await productsToReview(db, order.id, order.customerId);
    const stopped = await isOptedOut(db, email);
    const row = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(reviewRequests)
        .values({ orderId: order.id, sentAt: now })
        .onConflictDoNothing()
        .returning({ orderId: reviewRequests.orderId });
      if (!claimed || stopped || items.length === 0) return undefined;
      const message = composeReviewRequest(
        {
          orderNumber: order.orderNumber,
          customerName: order.customerName,
          email,
          products: items,
        },
        settings,
      );
      return messenger.enqueue(tx, message);
    });
    if (row) {
      await messenger.deliver(row);
      sent += 1;
    }
  }
  return sent;
}
