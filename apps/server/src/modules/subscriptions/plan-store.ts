import type { Address, SubscriptionActor, SubscriptionEventKind } from '@shop/contract';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import {
  products,
  subscriptionCycles,
  subscriptionEvents,
  subscriptionSettings,
  subscriptions,
  trackedParts,
  trackedProducts,
  users,
} from '../../db/schema/index.ts';
import { isUuid } from '../products/products.service.ts';

export type PlanRow = typeof subscriptions.$inferSelect;
export type CycleRow = typeof subscriptionCycles.$inferSelect;
export type PartRow = typeof trackedParts.$inferSelect;

export const PLAN_NOT_FOUND = 'Plan not found.';

/** A plan with everything its page, its messages and its run need. */
export interface PlanContext {
  plan: PlanRow;
  part: PartRow;
  tracker: Pick<
    typeof trackedProducts.$inferSelect,
    | 'id'
    | 'customName'
    | 'systemProductNameSnapshot'
    | 'contactMethod'
    | 'contactEmail'
    | 'contactSms'
  >;
  product: Pick<
    typeof products.$inferSelect,
    'id' | 'name' | 'imageUrl' | 'priceCents' | 'stock' | 'deletedAt'
  >;
  customer: Pick<typeof users.$inferSelect, 'id' | 'name' | 'email' | 'phoneNumber'>;
}

const contextColumns = {
  plan: subscriptions,
  part: trackedParts,
  tracker: {
    id: trackedProducts.id,
    customName: trackedProducts.customName,
    systemProductNameSnapshot: trackedProducts.systemProductNameSnapshot,
    contactMethod: trackedProducts.contactMethod,
    contactEmail: trackedProducts.contactEmail,
    contactSms: trackedProducts.contactSms,
  },
  product: {
    id: products.id,
    name: products.name,
    imageUrl: products.imageUrl,
    priceCents: products.priceCents,
    stock: products.stock,
    deletedAt: products.deletedAt,
  },
  customer: { id: users.id, name: users.name, email: users.email, phoneNumber: users.phoneNumber },
};

function contextQuery(db: Database) {
  return db
    .select(contextColumns)
    .from(subscriptions)
    .innerJoin(trackedParts, eq(trackedParts.id, subscriptions.trackedPartId))
    .innerJoin(trackedProducts, eq(trackedProducts.id, trackedParts.trackedProductId))
    .innerJoin(products, eq(products.id, subscriptions.productId))
    .innerJoin(users, eq(users.id, subscriptions.userId));
}

export const planStore = {
  async context(db: Database, id: string): Promise<PlanContext | null> {
    if (!isUuid(id)) return null;
    const [row] = await contextQuery(db).where(eq(subscriptions.id, id)).limit(1);
    return row ?? null;
  },

  /** The customer's own plan; null for another customer's (the routes answer 404). */
  async contextOf(db: Database, userId: string, id: string): Promise<PlanContext | null> {
    const found = await this.context(db, id);
    return found && found.plan.userId === userId ? found : null;
  },

  async contextsOfUser(db: Database, userId: string): Promise<PlanContext[]> {
    return contextQuery(db)
      .where(eq(subscriptions.userId, userId))
      .orderBy(desc(subscriptions.createdAt), subscriptions.id);
  },

  async contextsByIds(db: Database, ids: string[]): Promise<PlanContext[]> {
    if (ids.length === 0) return [];
    return contextQuery(db).where(inArray(subscriptions.id, ids));
  },

  /** The live (not cancelled) plan of a tracked part. */
  async liveOfPart(db: Database, trackedPartId: string): Promise<PlanRow | null> {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(
        and(eq(subscriptions.trackedPartId, trackedPartId), ne(subscriptions.status, 'cancelled')),
      )
      .limit(1);
    return row ?? null;
  },

  async cycles(db: Database, subscriptionId: string): Promise<CycleRow[]> {
    return db
      .select()
      .from(subscriptionCycles)
      .where(eq(subscriptionCycles.subscriptionId, subscriptionId))
      .orderBy(desc(subscriptionCycles.dueOn));
  },

  async cycle(db: Database, subscriptionId: string, dueOn: string): Promise<CycleRow | null> {
    const [row] = await db
      .select()
      .from(subscriptionCycles)
      .where(
        and(
          eq(subscriptionCycles.subscriptionId, subscriptionId),
          eq(subscriptionCycles.dueOn, dueOn),
        ),
      );
    return row ?? null;
  },

  async events(db: Database, subscriptionId: string) {
    return db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, subscriptionId))
      .orderBy(desc(subscriptionEvents.at), desc(subscriptionEvents.createdAt));
  },

  async record(
    db: Database,
    subscriptionId: string,
    event: { at: Date; kind: SubscriptionEventKind; detail: string; actor: SubscriptionActor },
  ) {
    await db.insert(subscriptionEvents).values({
      subscriptionId,
      at: event.at,
      kind: event.kind,
      detail: event.detail,
      actorKind: event.actor.kind,
      actorName: event.actor.name,
    });
  },

  async settings(db: Database) {
    const [row] = await db
      .select()
      .from(subscriptionSettings)
      .where(eq(subscriptionSettings.id, 1));
    return row ?? null;
  },
};

export const SYSTEM: SubscriptionActor = { kind: 'system', name: null };
export const CUSTOMER: SubscriptionActor = { kind: 'customer', name: null };

/** Where the plan ships, as the contract's address. */
export function addressOf(plan: PlanRow): Address {
  return {
    street: plan.shippingStreet,
    city: plan.shippingCity,
    state: plan.shippingState as Address['state'],
    zip: plan.shippingZip,
  };
}
