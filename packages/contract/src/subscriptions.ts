import { z } from 'zod';
import { PlanOrderSchema } from './plan-orders.ts';
import { day, timestamp } from './subscription-fields.ts';
import { RecordedAddressSchema } from './user.ts';

/**
 * Auto-replace (issue 29): a plan ships a tracked part's replacement a lead time before the
 * part is due, paid off-session with a saved card. Money is in dollars, days are 'YYYY-MM-DD'.
 */

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'payment_failed', 'cancelled'] as const;
export const SubscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/** Each status in the words the portal and the back office show. */
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  payment_failed: 'Payment failed',
  cancelled: 'Cancelled',
};

/** The most units one plan ships per cycle. */
export const MAX_PLAN_QUANTITY = 20;
/** The interval a customer may choose instead of the part's lifespan (PATCH intervalMonths). */
export const MIN_PLAN_INTERVAL_MONTHS = 1;
export const MAX_PLAN_INTERVAL_MONTHS = 36;
/** The subscriber discount when the owner has not set one. */
export const DEFAULT_SUBSCRIBER_DISCOUNT_PERCENT = 10;
/** Days between a cycle's charge and the part's due date when AUTO_REPLACE_LEAD_DAYS is unset. */
export const DEFAULT_AUTO_REPLACE_LEAD_DAYS = 7;
/** The notice before each charge goes out this many days ahead. */
export const PLAN_NOTICE_DAYS = 3;
/** What the notice's delay links add to the next charge date. */
export const PLAN_DELAY_DAYS = { '2w': 14, '1m': 30 } as const;

/**
 * The window a customer may move the next charge date within (PATCH nextChargeOn and the
 * notice's delay links): from 30 days before the part's due date (never before tomorrow) to
 * 45 days after it. Earlier would ship a part long before it is spent; later than 45 days the
 * household has gone well past the part's life.
 */
export const PLAN_WINDOW_DAYS_BEFORE_DUE = 30;
export const PLAN_WINDOW_DAYS_AFTER_DUE = 45;

/** Kinds of a plan's timeline entries. */
export const SUBSCRIPTION_EVENT_KINDS = [
  'created',
  'notice_sent',
  'charged',
  'order_placed',
  'skipped',
  'date_changed',
  'quantity_changed',
  'card_changed',
  'address_changed',
  'paused',
  'resumed',
  'cancelled',
  'payment_failed',
  'payment_retried',
  'action_required',
  'authenticated',
  'out_of_stock',
  'card_expiring',
  'schedule_moved',
  'shipped_now',
  'interval_changed',
  'product_changed',
  'pay_link_resent',
] as const;
export const SubscriptionEventKindSchema = z.enum(SUBSCRIPTION_EVENT_KINDS);
export type SubscriptionEventKind = z.infer<typeof SubscriptionEventKindSchema>;

/** Who did it: the customer, an admin on their behalf (with the admin's name), or the shop's run. */
export const SubscriptionActorSchema = z.object({
  kind: z.enum(['customer', 'admin', 'system']),
  name: z.string().nullable(),
});
export type SubscriptionActor = z.infer<typeof SubscriptionActorSchema>;

export const SubscriptionEventSchema = z.object({
  at: timestamp,
  kind: SubscriptionEventKindSchema,
  /** A sentence for people: 'Skipped the shipment for the part due Mar 3, 2027.' */
  detail: z.string(),
  actor: SubscriptionActorSchema,
});
export type SubscriptionEvent = z.infer<typeof SubscriptionEventSchema>;

/** The saved card a plan charges, as the account page shows it. */
export const SubscriptionCardSchema = z.object({
  _id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});

/** A cycle that is waiting on the customer or on stock. */
export const SubscriptionPendingSchema = z.object({
  /** The part's due date the cycle is for. */
  dueOn: day,
  reason: z.enum(['declined', 'insufficient_funds', 'requires_action', 'out_of_stock']),
  /** The next automatic try; null when none is left (the plan pauses after the last). */
  nextRetryOn: day.nullable(),
  attempts: z.number().int(),
  /** The shop's page to pay now, change the card or authenticate ('/auto-replace/pay/<token>'). */
  payUrl: z.string().nullable(),
  /** The unpaid box: what the last try asked for (null before the first try). */
  amount: z.number().nullable(),
  /** Why the last try failed, in the bank's or the processor's words. */
  lastError: z.string().nullable(),
});

export type SubscriptionPendingReason = z.infer<typeof SubscriptionPendingSchema>['reason'];

/** Why a plan is paused: the customer (or the owner for them) paused it, or its payments failed. */
export const PLAN_PAUSE_CAUSES = ['customer', 'failed_payments'] as const;
export const PlanPauseCauseSchema = z.enum(PLAN_PAUSE_CAUSES);
export type PlanPauseCause = z.infer<typeof PlanPauseCauseSchema>;

/** A plan, as the customer's portal and every action answer it. */
export const SubscriptionSchema = z.object({
  _id: z.string(),
  status: SubscriptionStatusSchema,
  trackedPartId: z.string(),
  productId: z.string(),
  quantity: z.number().int(),
  /** The product's price now, before the subscriber discount. */
  priceEach: z.number(),
  discountPercent: z.number(),
  /** The day of the next charge and shipment. */
  nextChargeOn: day,
  paymentMethodId: z.string().nullable(),
  /** Ids of the orders the plan placed, oldest first. */
  orders: z.array(z.string()),
  /** The orders the plan's parts shipped in (its own and its household's boxes), newest first. */
  placedOrders: z.array(PlanOrderSchema),
  productName: z.string(),
  productImageUrl: z.string(),
  /** The tracked system and part, as My Products names them. */
  systemName: z.string(),
  partName: z.string(),
  /** The part's due date the next shipment is for. */
  nextDueOn: day,
  /** The next charge: goods after the discount, shipping and tax, for the plan's address. */
  nextAmount: z.number(),
  /** How often the part is replaced, in months (the part's lifespan, or the customer's own). */
  intervalMonths: z.number().int(),
  /** The part's lifespan in months: the interval a reset (PATCH intervalMonths: null) goes back to. */
  partIntervalMonths: z.number().int(),
  /** The customer chose the interval (it overrides the part's lifespan). */
  intervalChosen: z.boolean(),
  /** Why the plan is paused; null when it is not. */
  pausedBy: PlanPauseCauseSchema.nullable(),
  /**
   * The box this plan's next part ships in (one box per household, decision 067): its plans,
   * goods before the discount, the subscriber discount, shipping, tax and the total charged.
   */
  nextBox: z.object({
    planIds: z.array(z.string()),
    goods: z.number(),
    discount: z.number(),
    shipping: z.number(),
    tax: z.number(),
    total: z.number(),
  }),
  /** The days nextChargeOn may be moved to (PLAN_WINDOW_DAYS_*). */
  window: z.object({ from: day, to: day }),
  card: SubscriptionCardSchema.nullable(),
  shippingAddress: RecordedAddressSchema,
  /** Paused until this day (it resumes that day); null when paused until resumed, or not paused. */
  pausedUntil: day.nullable(),
  cancelReason: z.string().nullable(),
  pending: SubscriptionPendingSchema.nullable(),
  createdAt: timestamp,
  /** Newest first. */
  events: z.array(SubscriptionEventSchema),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const SubscriptionListSchema = z.array(SubscriptionSchema);

export const SubscriptionIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** A product a plan may swap to: one that fits the tracked system (GET /subscriptions/{id}/products). */
export const PlanProductOptionSchema = z.object({
  _id: z.string(),
  name: z.string(),
  price: z.number(),
  current: z.boolean(),
});
export const PlanProductOptionListSchema = z.array(PlanProductOptionSchema);
export type PlanProductOption = z.infer<typeof PlanProductOptionSchema>;
