import {
  type AdminPage,
  type AdminSubscription,
  type AdminSubscriptionRow,
  type AdminSubscriptionsQuery,
  addShopDays,
  centsToDollars,
  type SubscriptionSummary,
} from '@shop/contract';
import { and, count, desc, eq, gte, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import {
  products,
  subscriptionCycles,
  subscriptions,
  trackedParts,
  users,
} from '../../db/schema/index.ts';
import { NotFoundError } from '../../errors/index.ts';
import { likeText, phoneDigitsOf } from '../admin-orders/order-search.ts';
import { isoDay } from '../trackers/part-due.ts';
import { owedCentsOf, pauseCauseOf } from './plan-dunning.ts';
import { planPrice } from './plan-price.ts';
import { readPlanSettings } from './plan-settings.ts';
import { PLAN_NOT_FOUND, planStore } from './plan-store.ts';
import type { PlanDeps, plansService } from './plans.service.ts';

const centsOrNull = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

/**
 * The owner's status filter and search over `subscriptions` alone: the customers whose name or
 * e-mail holds `q` or whose phone holds its digits (trigram indexes, as the order search), or
 * the products whose name holds it.
 */
function planFilter(query: AdminSubscriptionsQuery): SQL | undefined {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(subscriptions.status, query.status));
  if (query.q) {
    const like = `%${likeText(query.q)}%`;
    const digits = phoneDigitsOf(query.q);
    // One pass over users, the trigram bitmaps ORed (as the customers search, decision 051
    // amended): the UNION of three lookups read a common fragment's matches twice.
    const customers = [sql`name ilike ${like}`, sql`email ilike ${like}`];
    if (digits) customers.push(sql`phone_digits like ${`%${digits}%`}`);
    filters.push(
      sql`(${subscriptions.userId} in (select id from users where ${sql.join(customers, sql` or `)})
        or ${subscriptions.productId} in (select id from products where name ilike ${like}))`,
    );
  }
  return and(...filters);
}

/** The owner's side of plans: the list with search, a plan's page, and the dashboard numbers. */
export function adminPlansService(deps: PlanDeps, plans: ReturnType<typeof plansService>) {
  const { db } = deps;

  const customerOf = (user: {
    id: string;
    name: string;
    email: string | null;
    phoneNumber: string | null;
  }) => ({
    _id: user.id,
    name: user.name,
    email: user.email,
    phoneNumber: user.phoneNumber,
  });

  return {
    async list(query: AdminSubscriptionsQuery): Promise<AdminPage<AdminSubscriptionRow>> {
      const where = planFilter(query);
      // The page's ids from subscriptions alone (its created_at indexes), then only they are read.
      const pageIds = db
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(where)
        .orderBy(desc(subscriptions.createdAt), subscriptions.id)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            plan: subscriptions,
            user: users,
            product: products,
            cycle: subscriptionCycles,
          })
          .from(subscriptions)
          .innerJoin(users, eq(users.id, subscriptions.userId))
          .innerJoin(products, eq(products.id, subscriptions.productId))
          .leftJoin(
            subscriptionCycles,
            and(
              eq(subscriptionCycles.subscriptionId, subscriptions.id),
              eq(subscriptionCycles.dueOn, subscriptions.nextDueOn),
            ),
          )
          .where(inArray(subscriptions.id, pageIds))
          .orderBy(desc(subscriptions.createdAt), subscriptions.id),
        db.select({ n: count() }).from(subscriptions).where(where),
      ]);
      const current = await readPlanSettings(db, deps.defaultLeadDays);
      return {
        items: rows.map(({ plan, user, product, cycle }) => ({
          _id: plan.id,
          status: plan.status,
          customer: customerOf(user),
          productId: product.id,
          productName: product.name,
          quantity: plan.quantity,
          nextChargeOn: plan.nextChargeOn,
          nextAmount: centsToDollars(
            planPrice(product.priceCents, plan.quantity, current, plan.shippingState, deps.pricing)
              .totalCents,
          ),
          pausedBy: pauseCauseOf(plan.status, cycle),
          owed: centsOrNull(owedCentsOf(plan.status, cycle)),
          createdAt: plan.createdAt.toISOString(),
        })),
        // Plans number in the tens of thousands at most: an exact count stays cheap.
        total: total?.n ?? 0,
        totalIsCapped: false,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    async get(id: string, now: Date): Promise<AdminSubscription> {
      const context = await planStore.context(db, id);
      if (!context) throw new NotFoundError(PLAN_NOT_FOUND);
      const [plan, cycles] = await Promise.all([
        plans.view(context, now),
        planStore.cycles(db, id),
      ]);
      return {
        ...plan,
        customer: customerOf(context.customer),
        charges: cycles.map((cycle) => ({
          dueOn: cycle.dueOn,
          chargeOn: cycle.chargeOn,
          state: cycle.state,
          attempts: cycle.attempts,
          amount: cycle.amountCents === null ? null : centsToDollars(cycle.amountCents),
          orderId: cycle.orderId,
          paymentIntentId: cycle.paymentIntentId,
          lastError: cycle.lastError,
        })),
      };
    },

    async summary(now: Date): Promise<SubscriptionSummary> {
      const today = isoDay(now);
      const horizon = addShopDays(today, 30);
      const current = await readPlanSettings(db, deps.defaultLeadDays);
      const active = await db
        .select({
          quantity: subscriptions.quantity,
          state: subscriptions.shippingState,
          nextChargeOn: subscriptions.nextChargeOn,
          priceCents: products.priceCents,
          months:
            sql<number>`coalesce(${subscriptions.intervalMonths}, ${trackedParts.initialLifespanMonths})`.mapWith(
              Number,
            ),
        })
        .from(subscriptions)
        .innerJoin(products, eq(products.id, subscriptions.productId))
        .innerJoin(trackedParts, eq(trackedParts.id, subscriptions.trackedPartId))
        .where(eq(subscriptions.status, 'active'));
      let monthlyCents = 0;
      let soonCents = 0;
      let soonUnits = 0;
      for (const plan of active) {
        const { totalCents, subtotalCents, discountCents } = planPrice(
          plan.priceCents,
          plan.quantity,
          current,
          plan.state,
          deps.pricing,
        );
        monthlyCents += (subtotalCents - discountCents) / Math.max(1, plan.months);
        if (plan.nextChargeOn <= horizon) {
          soonCents += totalCents;
          soonUnits += plan.quantity;
        }
      }
      const since = new Date(now.getTime() - 30 * 86_400_000);
      const [dunning, cancelled, recovered] = await Promise.all([
        db
          .select({
            n: count(),
            cents: sql<number>`coalesce(sum(${subscriptionCycles.amountCents}), 0)::int`,
          })
          .from(subscriptionCycles)
          .innerJoin(subscriptions, eq(subscriptions.id, subscriptionCycles.subscriptionId))
          .where(
            and(
              sql`${subscriptionCycles.reason} <> 'out_of_stock'`,
              or(
                and(
                  inArray(subscriptionCycles.state, ['retrying', 'requires_action']),
                  inArray(subscriptions.status, ['active', 'payment_failed']),
                ),
                // Paused after the last try: the box is owed until it is paid or skipped.
                and(
                  eq(subscriptionCycles.state, 'failed'),
                  eq(subscriptions.status, 'paused'),
                  eq(subscriptionCycles.dueOn, subscriptions.nextDueOn),
                ),
              ),
            ),
          ),
        db
          .select({ reason: subscriptions.cancelReason, n: count() })
          .from(subscriptions)
          .where(
            and(
              eq(subscriptions.status, 'cancelled'),
              isNotNull(subscriptions.cancelledAt),
              gte(subscriptions.cancelledAt, since),
            ),
          )
          .groupBy(subscriptions.cancelReason),
        db
          .select({
            n: count(),
            cents: sql<number>`coalesce(sum(${subscriptionCycles.amountCents}), 0)::int`,
          })
          .from(subscriptionCycles)
          .where(
            and(eq(subscriptionCycles.recovered, true), eq(subscriptionCycles.state, 'ordered')),
          ),
      ]);
      const reasons = new Map<string, number>();
      for (const row of cancelled) {
        const reason = row.reason?.trim() || 'No reason given';
        reasons.set(reason, (reasons.get(reason) ?? 0) + row.n);
      }
      return {
        activePlans: active.length,
        monthlyRecurringRevenue: centsToDollars(Math.round(monthlyCents)),
        next30Days: { revenue: centsToDollars(soonCents), units: soonUnits },
        paymentsInDunning: dunning[0]?.n ?? 0,
        amountOwed: centsToDollars(Number(dunning[0]?.cents ?? 0)),
        cancellationsLast30Days: {
          count: cancelled.reduce((sum, row) => sum + row.n, 0),
          reasons: [...reasons]
            .map(([reason, n]) => ({ reason, count: n }))
            .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
        },
        paymentsRecovered: {
          count: recovered[0]?.n ?? 0,
          amount: centsToDollars(Number(recovered[0]?.cents ?? 0)),
        },
      };
    },
  };
}
