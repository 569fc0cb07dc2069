import {
  type Address,
  addShopDays,
  type CreateSubscriptionBody,
  centsToDollars,
  formatShopDate,
  inPlanWindow,
  type PricingRules,
  planChargeWindow,
  planPayPath,
  priceOrder,
  type Subscription,
  type SubscriptionActor,
  type SubscriptionQuote,
  type SubscriptionSettings,
  type UpdateSubscriptionBody,
} from '@shop/contract';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import {
  products,
  subscriptionCycles,
  subscriptions,
  trackedParts,
  trackedProducts,
  users,
} from '../../db/schema/index.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors/index.ts';
import type { OrderFulfilment } from '../orders/order-fulfilment.ts';
import { type CheckoutService, subscriberOffCents } from '../pricing/checkout.service.ts';
import { isUuid } from '../products/products.service.ts';
import { isoDay } from '../trackers/part-due.ts';
import type { PlanCard, PlanCards } from './plan-cards.ts';
import { type PlanMail, type PlanMailSettings, type PlanMessenger, planMail } from './plan-mail.ts';
import { advancePast, refreshSchedule, scheduleOf } from './plan-schedule.ts';
import { readPlanSettings } from './plan-settings.ts';
import {
  CUSTOMER,
  type CycleRow,
  type PlanContext,
  type PlanRow,
  planStore,
} from './plan-store.ts';

export interface PlanDeps {
  db: Database;
  cards: PlanCards;
  fulfilment: OrderFulfilment;
  checkout: CheckoutService;
  messenger: PlanMessenger;
  mail: PlanMailSettings;
  pricing: PricingRules;
  /** AUTO_REPLACE_LEAD_DAYS: the lead time until the owner sets one. */
  defaultLeadDays: number;
  /** Days after the first failed charge that it is tried again. */
  retryDays: number[];
  /** NODE_ENV=test only: SIGKILL right after a plan's card is charged (kill -9 test). */
  crashAfterCharge?: boolean;
  log?: FastifyBaseLogger;
}

export const PLAN_NOT_FOUND = 'Plan not found.';
const PART_NOT_FOUND = 'Tracked part not found.';

/** The next charge of a plan: goods after the subscriber discount, shipping and tax. */
export function planPrice(
  priceEachCents: number,
  quantity: number,
  discountPercent: number,
  state: string,
  rules: PricingRules,
) {
  const goods = priceEachCents * quantity;
  const off = subscriberOffCents(goods, 0, discountPercent);
  return priceOrder([{ unitPriceCents: priceEachCents, quantity }], state, rules, off);
}

export function addressOf(plan: PlanRow): Address {
  return {
    street: plan.shippingStreet,
    city: plan.shippingCity,
    state: plan.shippingState as Address['state'],
    zip: plan.shippingZip,
  };
}

const PENDING_STATES = ['retrying', 'requires_action'] as const;

export function plansService(deps: PlanDeps) {
  const { db } = deps;
  const settings = () => readPlanSettings(db, deps.defaultLeadDays);

  async function cardOf(plan: PlanRow): Promise<PlanCard | null> {
    return plan.paymentMethodId ? deps.cards.find(plan.userId, plan.paymentMethodId) : null;
  }

  async function view(
    context: PlanContext,
    now: Date,
    known?: SubscriptionSettings,
  ): Promise<Subscription> {
    const { plan, part, product, tracker } = context;
    const current = known ?? (await settings());
    const [cycles, events, card] = await Promise.all([
      planStore.cycles(db, plan.id),
      planStore.events(db, plan.id),
      cardOf(plan),
    ]);
    const price = planPrice(
      product.priceCents,
      plan.quantity,
      current.discountPercent,
      plan.shippingState,
      deps.pricing,
    );
    const open = cycles.find(
      (cycle) => cycle.dueOn === plan.nextDueOn && PENDING_STATES.some((s) => s === cycle.state),
    );
    return {
      _id: plan.id,
      status: plan.status,
      trackedPartId: plan.trackedPartId,
      productId: plan.productId,
      quantity: plan.quantity,
      priceEach: centsToDollars(product.priceCents),
      discountPercent: current.discountPercent,
      nextChargeOn: plan.nextChargeOn,
      paymentMethodId: plan.paymentMethodId,
      orders: cycles
        .filter((cycle) => cycle.orderId)
        .map((cycle) => cycle.orderId as string)
        .reverse(),
      productName: product.name,
      productImageUrl: product.imageUrl,
      systemName: tracker.customName,
      partName: part.partProductNameSnapshot,
      nextDueOn: plan.nextDueOn,
      nextAmount: centsToDollars(price.totalCents),
      window: planChargeWindow(plan.nextDueOn, isoDay(now)),
      card,
      shippingAddress: addressOf(plan),
      pausedUntil: plan.status === 'paused' ? plan.pausedUntil : null,
      cancelReason: plan.cancelReason,
      pending: open ? pendingOf(open) : null,
      createdAt: plan.createdAt.toISOString(),
      events: events.map((event) => ({
        at: event.at.toISOString(),
        kind: event.kind as Subscription['events'][number]['kind'],
        detail: event.detail,
        actor: { kind: event.actorKind, name: event.actorName },
      })),
    };
  }

  async function own(userId: string, id: string): Promise<PlanContext> {
    const context = await planStore.contextOf(db, userId, id);
    if (!context) throw new NotFoundError(PLAN_NOT_FOUND);
    return context;
  }

  /** Runs `change` in a transaction with its event and its confirmation e-mail; answers the plan. */
  async function act(
    context: PlanContext,
    now: Date,
    change: (tx: Database, mail: PlanMail) => Promise<void>,
  ): Promise<Subscription> {
    const mail = planMail({ messenger: deps.messenger, settings: deps.mail, log: deps.log });
    try {
      await db.transaction(async (tx) => change(tx, mail));
    } catch (error) {
      mail.discard();
      throw error;
    }
    await mail.flush();
    const fresh = await planStore.context(db, context.plan.id);
    if (!fresh) throw new NotFoundError(PLAN_NOT_FOUND);
    return view(fresh, now);
  }

  function assertLive(plan: PlanRow) {
    if (plan.status === 'cancelled') throw new ConflictError('This plan is cancelled.');
  }

  /** A cycle being charged now cannot be changed under the run. */
  async function assertNotInFlight(plan: PlanRow) {
    const cycle = await planStore.cycle(db, plan.id, plan.nextDueOn);
    if (cycle && (cycle.chargeKey || cycle.state === 'charged')) {
      throw new ConflictError('This shipment is being charged right now. Try again in a minute.');
    }
    return cycle;
  }

  async function partForCustomer(userId: string, trackedPartId: string) {
    if (!isUuid(trackedPartId)) throw new NotFoundError(PART_NOT_FOUND);
    const [row] = await db
      .select({ part: trackedParts, userId: trackedProducts.userId })
      .from(trackedParts)
      .innerJoin(trackedProducts, eq(trackedProducts.id, trackedParts.trackedProductId))
      .where(eq(trackedParts.id, trackedPartId));
    if (!row || row.userId !== userId) throw new NotFoundError(PART_NOT_FOUND);
    return row.part;
  }

  async function productFor(part: typeof trackedParts.$inferSelect) {
    if (!part.partProductId) {
      throw new ConflictError('This part is not sold in the shop, so it cannot be auto-replaced.');
    }
    const [product] = await db.select().from(products).where(eq(products.id, part.partProductId));
    if (!product || product.deletedAt) {
      throw new ConflictError('This part is not sold in the shop, so it cannot be auto-replaced.');
    }
    return product;
  }

  async function accountAddress(userId: string): Promise<Address | null> {
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    if (!user?.zip?.trim() || !user.street || !user.city || !user.state) return null;
    return {
      street: user.street,
      city: user.city,
      state: user.state as Address['state'],
      zip: user.zip,
    };
  }

  async function chooseCard(userId: string, paymentMethodId?: string): Promise<PlanCard> {
    if (paymentMethodId) {
      const card = await deps.cards.find(userId, paymentMethodId);
      if (!card) throw new NotFoundError('Card not found.');
      return card;
    }
    const card = await deps.cards.defaultOf(userId);
    if (!card) throw new ConflictError('Save a card first: auto-replace pays with a saved card.');
    return card;
  }

  function record(
    tx: Database,
    plan: PlanRow,
    kind: Parameters<typeof planStore.record>[2]['kind'],
    detail: string,
    actor: SubscriptionActor,
    now: Date,
  ) {
    return planStore.record(tx, plan.id, { at: now, kind, detail, actor });
  }

  const byWhom = (actor: SubscriptionActor) =>
    actor.kind === 'admin' ? ` (by ${actor.name ?? 'the shop'})` : '';

  /** Skips the plan's next cycle: nothing is charged for that due date; the plan goes on. */
  async function skipNext(
    tx: Database,
    plan: PlanRow,
    part: PlanContext['part'],
    now: Date,
    leadDays: number,
  ): Promise<string> {
    const dueOn = plan.nextDueOn;
    await tx
      .insert(subscriptionCycles)
      .values({ subscriptionId: plan.id, dueOn, chargeOn: plan.nextChargeOn, state: 'skipped' })
      .onConflictDoNothing();
    const [skipped] = await tx
      .update(subscriptionCycles)
      .set({ state: 'skipped', nextRetryAt: null, leasedUntil: null })
      .where(
        and(
          eq(subscriptionCycles.subscriptionId, plan.id),
          eq(subscriptionCycles.dueOn, dueOn),
          inArray(subscriptionCycles.state, ['pending', 'retrying', 'requires_action', 'skipped']),
          isNull(subscriptionCycles.chargeKey),
          or(
            isNull(subscriptionCycles.leasedUntil),
            lt(subscriptionCycles.leasedUntil, sql`now()`),
          ),
        ),
      )
      .returning({ id: subscriptionCycles.id });
    if (!skipped) throw new ConflictError('This shipment is already on its way.');
    const next = await advancePast(tx, plan, part, dueOn, leadDays, isoDay(now));
    return next.chargeOn;
  }

  return {
    view,
    settings,

    async list(userId: string, now: Date): Promise<Subscription[]> {
      const known = await settings();
      const contexts = await planStore.contextsOfUser(db, userId);
      return Promise.all(contexts.map((context) => view(context, now, known)));
    },

    async get(userId: string, id: string, now: Date) {
      return view(await own(userId, id), now);
    },

    own,

    async quote(
      userId: string,
      trackedPartId: string,
      quantity: number,
      now: Date,
    ): Promise<SubscriptionQuote> {
      const part = await partForCustomer(userId, trackedPartId);
      const product = await productFor(part);
      const current = await settings();
      const address = await accountAddress(userId);
      const schedule = scheduleOf(
        { lastDueOn: null, chargeOnChosen: false } as PlanRow,
        part,
        current.leadDays,
        isoDay(now),
      );
      const price = planPrice(
        product.priceCents,
        quantity,
        current.discountPercent,
        address?.state ?? '',
        deps.pricing,
      );
      return {
        trackedPartId: part.id,
        productId: product.id,
        productName: product.name,
        productImageUrl: product.imageUrl,
        quantity,
        priceEach: centsToDollars(product.priceCents),
        discountPercent: current.discountPercent,
        subtotal: centsToDollars(price.subtotalCents),
        discount: centsToDollars(price.discountCents),
        shipping: centsToDollars(price.shippingCents),
        tax: centsToDollars(price.taxCents),
        firstChargeAmount: centsToDollars(price.totalCents),
        firstChargeOn: schedule.chargeOn,
        firstShipmentOn: schedule.chargeOn,
        dueOn: schedule.dueOn,
        leadDays: current.leadDays,
        card: await deps.cards.defaultOf(userId),
        shippingAddress: address,
      };
    },

    async create(userId: string, body: CreateSubscriptionBody, now: Date): Promise<Subscription> {
      const part = await partForCustomer(userId, body.trackedPartId);
      const product = await productFor(part);
      if (await planStore.liveOfPart(db, part.id)) {
        throw new ConflictError('This part already has an auto-replace plan.');
      }
      const address = await accountAddress(userId);
      if (!address) {
        throw new ValidationError('Shipping address is missing. Please update it in your profile.');
      }
      const card = await chooseCard(userId, body.paymentMethodId);
      const current = await settings();
      const schedule = scheduleOf(
        { lastDueOn: null, chargeOnChosen: false } as PlanRow,
        part,
        current.leadDays,
        isoDay(now),
      );
      const mail = planMail({ messenger: deps.messenger, settings: deps.mail, log: deps.log });
      const id = await db
        .transaction(async (tx) => {
          const [plan] = await tx
            .insert(subscriptions)
            .values({
              userId,
              trackedPartId: part.id,
              productId: product.id,
              quantity: body.quantity ?? 1,
              paymentMethodId: card._id,
              shippingStreet: address.street,
              shippingCity: address.city,
              shippingState: address.state,
              shippingZip: address.zip,
              nextDueOn: schedule.dueOn,
              nextChargeOn: schedule.chargeOn,
            })
            .onConflictDoNothing()
            .returning();
          if (!plan) throw new ConflictError('This part already has an auto-replace plan.');
          await record(
            tx,
            plan,
            'created',
            `Auto-replace turned on: ${plan.quantity} x ${product.name}, first shipment on ${formatShopDate(plan.nextChargeOn)}.`,
            CUSTOMER,
            now,
          );
          const context = await planStore.context(tx, plan.id);
          if (context) {
            await mail.confirm(
              tx,
              context,
              `Auto-replace is on; the first shipment goes out on ${formatShopDate(plan.nextChargeOn)}`,
            );
          }
          return plan.id;
        })
        .catch((error: unknown) => {
          mail.discard();
          throw error;
        });
      await mail.flush();
      return view(await own(userId, id), now, current);
    },

    async update(
      context: PlanContext,
      body: UpdateSubscriptionBody,
      actor: SubscriptionActor,
      now: Date,
    ): Promise<Subscription> {
      const { plan } = context;
      assertLive(plan);
      const changes: Partial<typeof subscriptions.$inferInsert> = {};
      const said: Array<[Parameters<typeof planStore.record>[2]['kind'], string]> = [];
      if (body.nextChargeOn !== undefined && body.nextChargeOn !== plan.nextChargeOn) {
        await assertNotInFlight(plan);
        const window = planChargeWindow(plan.nextDueOn, isoDay(now));
        if (!inPlanWindow(body.nextChargeOn, window)) {
          throw new ValidationError(
            `Choose a date from ${formatShopDate(window.from)} to ${formatShopDate(window.to)}.`,
          );
        }
        changes.nextChargeOn = body.nextChargeOn;
        changes.chargeOnChosen = true;
        said.push(['date_changed', `Next shipment moved to ${formatShopDate(body.nextChargeOn)}`]);
      }
      if (body.quantity !== undefined && body.quantity !== plan.quantity) {
        changes.quantity = body.quantity;
        said.push(['quantity_changed', `Quantity changed to ${body.quantity}`]);
      }
      if (body.paymentMethodId !== undefined && body.paymentMethodId !== plan.paymentMethodId) {
        const card = await chooseCard(plan.userId, body.paymentMethodId);
        changes.paymentMethodId = card._id;
        said.push(['card_changed', `Card changed to ${card.brand} ending ${card.last4}`]);
      }
      if (body.shippingAddress) {
        const address = body.shippingAddress;
        changes.shippingStreet = address.street;
        changes.shippingCity = address.city;
        changes.shippingState = address.state;
        changes.shippingZip = address.zip;
        said.push([
          'address_changed',
          `Shipping address changed to ${address.street}, ${address.city}, ${address.state} ${address.zip}`,
        ]);
      }
      if (said.length === 0) return view(context, now);
      return act(context, now, async (tx, mail) => {
        await tx.update(subscriptions).set(changes).where(eq(subscriptions.id, plan.id));
        if (changes.paymentMethodId) {
          // A payment waiting on a failed card is tried again with the new one at the next run.
          await tx
            .update(subscriptionCycles)
            .set({ nextRetryAt: now })
            .where(
              and(
                eq(subscriptionCycles.subscriptionId, plan.id),
                inArray(subscriptionCycles.state, ['retrying', 'requires_action']),
                sql`${subscriptionCycles.reason} <> 'out_of_stock'`,
              ),
            );
        }
        for (const [kind, detail] of said) {
          await record(tx, plan, kind, `${detail}${byWhom(actor)}.`, actor, now);
        }
        await mail.confirm(tx, context, said.map(([, detail]) => detail).join('; '));
      });
    },

    async skip(context: PlanContext, actor: SubscriptionActor, now: Date) {
      const { plan, part } = context;
      assertLive(plan);
      const { leadDays } = await settings();
      return act(context, now, async (tx, mail) => {
        const next = await skipNext(tx, plan, part, now, leadDays);
        const detail = `Skipped the shipment for the part due ${formatShopDate(plan.nextDueOn)}; the next one goes out on ${formatShopDate(next)}`;
        await record(tx, plan, 'skipped', `${detail}${byWhom(actor)}.`, actor, now);
        await mail.confirm(tx, context, detail);
      });
    },

    /** Moves the next charge later by `days` (the notice's delay links), within the window. */
    async delay(context: PlanContext, days: number, actor: SubscriptionActor, now: Date) {
      const { plan } = context;
      assertLive(plan);
      await assertNotInFlight(plan);
      const target = addShopDays(plan.nextChargeOn, days);
      const window = planChargeWindow(plan.nextDueOn, isoDay(now));
      if (!inPlanWindow(target, window)) {
        throw new ConflictError(
          `The shipment can move to ${formatShopDate(window.to)} at the latest for this part.`,
        );
      }
      return act(context, now, async (tx, mail) => {
        await tx
          .update(subscriptions)
          .set({ nextChargeOn: target, chargeOnChosen: true })
          .where(eq(subscriptions.id, plan.id));
        const detail = `Next shipment delayed to ${formatShopDate(target)}`;
        await record(tx, plan, 'date_changed', `${detail}${byWhom(actor)}.`, actor, now);
        await mail.confirm(tx, context, detail);
      });
    },

    async pause(
      context: PlanContext,
      until: string | undefined,
      actor: SubscriptionActor,
      now: Date,
    ) {
      const { plan } = context;
      assertLive(plan);
      if (until !== undefined && until <= isoDay(now)) {
        throw new ValidationError('Choose a day after today to resume on.');
      }
      return act(context, now, async (tx, mail) => {
        await tx
          .update(subscriptions)
          .set({ status: 'paused', pausedUntil: until ?? null })
          .where(eq(subscriptions.id, plan.id));
        const detail = until
          ? `Plan paused until ${formatShopDate(until)}`
          : 'Plan paused until you resume it';
        await record(tx, plan, 'paused', `${detail}${byWhom(actor)}.`, actor, now);
        await mail.confirm(tx, context, detail);
      });
    },

    async resume(context: PlanContext, actor: SubscriptionActor, now: Date) {
      const { plan } = context;
      assertLive(plan);
      if (plan.status !== 'paused') throw new ConflictError('This plan is not paused.');
      const { leadDays } = await settings();
      return act(context, now, async (tx, mail) => {
        const resumed = await resumePlan(tx, context, leadDays, now);
        const detail = `Plan resumed; the next shipment goes out on ${formatShopDate(resumed.nextChargeOn)}`;
        await record(tx, plan, 'resumed', `${detail}${byWhom(actor)}.`, actor, now);
        await mail.confirm(tx, context, detail);
      });
    },

    async cancel(
      context: PlanContext,
      reason: string | undefined,
      actor: SubscriptionActor,
      now: Date,
    ) {
      const { plan } = context;
      assertLive(plan);
      await assertNotInFlight(plan);
      return act(context, now, async (tx, mail) => {
        await tx
          .update(subscriptions)
          .set({ status: 'cancelled', cancelReason: reason || null, cancelledAt: now })
          .where(eq(subscriptions.id, plan.id));
        const detail = `Plan cancelled${reason ? ` (${reason})` : ''}`;
        await record(tx, plan, 'cancelled', `${detail}${byWhom(actor)}.`, actor, now);
        await mail.confirm(tx, context, 'Plan cancelled: nothing more will be charged or shipped');
      });
    },

    payUrl: (code: string) => `${deps.mail.publicUrl}${planPayPath(code)}`,
  };
}

/**
 * Back to active: a cycle that failed or waited while paused is tried again at the next run,
 * and the schedule is brought up to the part's life.
 */
export async function resumePlan(
  tx: Database,
  context: PlanContext,
  leadDays: number,
  now: Date,
): Promise<PlanRow> {
  const { plan, part } = context;
  await tx
    .update(subscriptionCycles)
    .set({ state: 'pending', heldSince: null, nextRetryAt: null, reason: null })
    .where(
      and(
        eq(subscriptionCycles.subscriptionId, plan.id),
        eq(subscriptionCycles.dueOn, plan.nextDueOn),
        inArray(subscriptionCycles.state, ['failed', 'retrying', 'requires_action']),
      ),
    );
  const [active] = await tx
    .update(subscriptions)
    .set({ status: 'active', pausedUntil: null })
    .where(eq(subscriptions.id, plan.id))
    .returning();
  return refreshSchedule(tx, active ?? plan, part, leadDays, now);
}

/** What the portal shows of a cycle waiting on the customer or on stock. */
export function pendingOf(cycle: CycleRow): Subscription['pending'] {
  const reason = (cycle.reason ?? 'declined') as NonNullable<Subscription['pending']>['reason'];
  return {
    dueOn: cycle.dueOn,
    reason,
    nextRetryOn: cycle.nextRetryAt ? isoDay(cycle.nextRetryAt) : null,
    attempts: cycle.attempts,
    payUrl: null,
  };
}
