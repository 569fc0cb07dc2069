import { z } from 'zod';
import { AdminCustomerContactSchema } from './admin-orders.ts';
import { AdminPageQuerySchema, adminPageSchema } from './admin-page.ts';
import { wholeNumber } from './bounds.ts';
import { AddressSchema, RecordedAddressSchema } from './user.ts';

/**
 * Auto-replace (issue 29): a plan ships a tracked part's replacement a lead time before the
 * part is due, paid off-session with a saved card. Money is in dollars, days are 'YYYY-MM-DD'.
 */

const timestamp = z.iso.datetime({ offset: true });
const day = z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' });

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
});

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
  productName: z.string(),
  productImageUrl: z.string(),
  /** The tracked system and part, as My Products names them. */
  systemName: z.string(),
  partName: z.string(),
  /** The part's due date the next shipment is for. */
  nextDueOn: day,
  /** The next charge: goods after the discount, shipping and tax, for the plan's address. */
  nextAmount: z.number(),
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

const quantity = wholeNumber('Quantity', 1, MAX_PLAN_QUANTITY);

/** POST /subscriptions: turn on auto-replace for a tracked part. The default card when none is named. */
export const CreateSubscriptionBodySchema = z.object({
  trackedPartId: z.uuid({ error: 'Choose a tracked part.' }),
  quantity: quantity.optional(),
  paymentMethodId: z.uuid({ error: 'Choose a saved card.' }).optional(),
});
export type CreateSubscriptionBody = z.infer<typeof CreateSubscriptionBodySchema>;

/** PATCH /subscriptions/{id}: any of these; nextChargeOn inside the plan's window. */
export const UpdateSubscriptionBodySchema = z.object({
  nextChargeOn: day.optional(),
  quantity: quantity.optional(),
  paymentMethodId: z.uuid({ error: 'Choose a saved card.' }).optional(),
  shippingAddress: AddressSchema.optional(),
});
export type UpdateSubscriptionBody = z.infer<typeof UpdateSubscriptionBodySchema>;

/** POST /subscriptions/{id}/pause: until a day (it resumes that day), or until resumed. */
export const PauseSubscriptionBodySchema = z
  .object({ until: day.optional() })
  .optional()
  .default({});
export type PauseSubscriptionBody = z.infer<typeof PauseSubscriptionBodySchema>;

/** POST /subscriptions/{id}/cancel. */
export const CancelSubscriptionBodySchema = z
  .object({ reason: z.string().trim().max(500).optional() })
  .optional()
  .default({});
export type CancelSubscriptionBody = z.infer<typeof CancelSubscriptionBodySchema>;

/** POST /subscriptions/{id}/{action} (or the back office's): which action, with its body. */
export type PlanActionInput =
  | { action: 'skip' }
  | { action: 'resume' }
  | { action: 'pause'; body: PauseSubscriptionBody }
  | { action: 'cancel'; body: CancelSubscriptionBody };

/** GET /subscriptions/quote: what turning auto-replace on would cost, before confirming. */
export const SubscriptionQuoteQuerySchema = z.object({
  trackedPartId: z.uuid({ error: 'Choose a tracked part.' }),
  quantity: z.coerce.number().int().min(1).max(MAX_PLAN_QUANTITY).default(1),
});
export type SubscriptionQuoteQuery = z.infer<typeof SubscriptionQuoteQuerySchema>;

export const SubscriptionQuoteSchema = z.object({
  trackedPartId: z.string(),
  productId: z.string(),
  productName: z.string(),
  productImageUrl: z.string(),
  quantity: z.number().int(),
  priceEach: z.number(),
  discountPercent: z.number(),
  /** Goods before and after the subscriber discount, shipping, tax and the total charged. */
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  tax: z.number(),
  firstChargeAmount: z.number(),
  /** The first charge and shipment happen the same day, a lead time before the part is due. */
  firstChargeOn: day,
  firstShipmentOn: day,
  dueOn: day,
  leadDays: z.number().int(),
  /** The card a plan would use now (the default); null when none is saved. */
  card: SubscriptionCardSchema.nullable(),
  /** The account's address; null when the account has none yet (needed before a plan). */
  shippingAddress: RecordedAddressSchema.nullable(),
});
export type SubscriptionQuote = z.infer<typeof SubscriptionQuoteSchema>;

/** Actions the owner takes on a customer's behalf: POST /admin/subscriptions/{id}/{action}. */
export const SUBSCRIPTION_ACTIONS = ['skip', 'pause', 'resume', 'cancel'] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

/** GET /admin/subscriptions: search (customer name, e-mail, phone; product) and status. */
export const AdminSubscriptionsQuerySchema = AdminPageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  status: SubscriptionStatusSchema.optional(),
});
export type AdminSubscriptionsQuery = z.infer<typeof AdminSubscriptionsQuerySchema>;

export const AdminSubscriptionRowSchema = z.object({
  _id: z.string(),
  status: SubscriptionStatusSchema,
  customer: AdminCustomerContactSchema,
  productId: z.string(),
  productName: z.string(),
  quantity: z.number().int(),
  nextChargeOn: day,
  nextAmount: z.number(),
  createdAt: timestamp,
});
export type AdminSubscriptionRow = z.infer<typeof AdminSubscriptionRowSchema>;

export const AdminSubscriptionPageSchema = adminPageSchema(AdminSubscriptionRowSchema);

/** One cycle's charge as the owner sees it: one row per plan and due date. */
export const SubscriptionChargeSchema = z.object({
  dueOn: day,
  chargeOn: day,
  state: z.enum([
    'pending',
    'retrying',
    'requires_action',
    'charged',
    'ordered',
    'skipped',
    'failed',
  ]),
  attempts: z.number().int(),
  amount: z.number().nullable(),
  orderId: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
  lastError: z.string().nullable(),
});
export type SubscriptionCharge = z.infer<typeof SubscriptionChargeSchema>;

export const AdminSubscriptionSchema = SubscriptionSchema.extend({
  customer: AdminCustomerContactSchema,
  charges: z.array(SubscriptionChargeSchema),
});
export type AdminSubscription = z.infer<typeof AdminSubscriptionSchema>;

/** GET /admin/subscriptions/summary: the owner's dashboard numbers. */
export const SubscriptionSummarySchema = z.object({
  activePlans: z.number().int(),
  /** Monthly recurring revenue: each active plan's next amount spread over its part's lifespan. */
  monthlyRecurringRevenue: z.number(),
  next30Days: z.object({ revenue: z.number(), units: z.number().int() }),
  /** Cycles waiting on a failed or unauthenticated payment. */
  paymentsInDunning: z.number().int(),
  cancellationsLast30Days: z.object({
    count: z.number().int(),
    reasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  }),
  /** Cycles paid after at least one failed try. */
  paymentsRecovered: z.object({ count: z.number().int(), amount: z.number() }),
});
export type SubscriptionSummary = z.infer<typeof SubscriptionSummarySchema>;

/** POST /admin/subscriptions/run (not in production): run the renewal job as of `now`. */
export const SubscriptionRunBodySchema = z.object({
  now: z.iso.datetime({ offset: true, error: 'now must be an ISO date and time.' }).optional(),
});
export type SubscriptionRunBody = z.infer<typeof SubscriptionRunBodySchema>;

export const SubscriptionRunResultSchema = z.object({
  /** Cycles that ended in an order during this run. */
  ordered: z.number().int(),
  /** Payments declined or waiting for authentication. */
  failed: z.number().int(),
  /** Cycles held for stock. */
  outOfStock: z.number().int(),
  skipped: z.number().int(),
  notices: z.number().int(),
});
export type SubscriptionRunResult = z.infer<typeof SubscriptionRunResultSchema>;

/** The owner's settings: the subscriber discount and the lead time. */
export const SubscriptionSettingsSchema = z.object({
  discountPercent: z.number().min(0).max(90),
  leadDays: z.number().int().min(0).max(60),
});
export type SubscriptionSettings = z.infer<typeof SubscriptionSettingsSchema>;

/** PUT /admin/subscriptions/settings. */
export const UpdateSubscriptionSettingsBodySchema = z.object({
  discountPercent: z
    .number({ error: 'Discount must be a number.' })
    .min(0, 'Discount must be 0 or more.')
    .max(90, 'Discount must be at most 90%.')
    .optional(),
  leadDays: wholeNumber('Lead time', 0, 60).optional(),
});
export type UpdateSubscriptionSettingsBody = z.infer<typeof UpdateSubscriptionSettingsBodySchema>;

/** Actions from a plan notice's one-tap links (signed, no sign-in; GET confirms, POST acts once). */
export const PLAN_LINK_ACTIONS = ['skip', 'delay2w', 'delay1m', 'pause'] as const;
export type PlanLinkAction = (typeof PLAN_LINK_ACTIONS)[number];

/** The web page of a notice's short link: '/a/<code>'; the API is /subscription-links/{code}. */
export const planLinkPath = (code: string) => `/a/${code}`;
/** The web page to pay a failed cycle now, change its card or authenticate: '/auto-replace/pay/<code>'. */
export const planPayPath = (code: string) => `/auto-replace/pay/${code}`;

export const PlanLinkParamsSchema = z.object({ code: z.string().min(1).max(64) });

/**
 * GET /subscription-payments/{code}: what is owed and why (no sign-in: the code is the key; GET
 * changes nothing). `canAuthenticate` when the bank asks the customer to confirm the charge.
 */
/**
 * Stripe only: what Stripe.js needs to run the bank's check on the pay page
 * (`confirmCardPayment(clientSecret, { payment_method })`) before `authenticated: true` is posted.
 */
export const PlanAuthenticationSchema = z.object({
  publishableKey: z.string(),
  clientSecret: z.string(),
  paymentMethodRef: z.string().nullable(),
});
export type PlanAuthentication = z.infer<typeof PlanAuthenticationSchema>;

export const PlanPaymentViewSchema = z.object({
  subscriptionId: z.string(),
  productName: z.string(),
  dueOn: day,
  amount: z.number(),
  reason: SubscriptionPendingSchema.shape.reason,
  card: SubscriptionCardSchema.nullable(),
  canAuthenticate: z.boolean(),
  /** With canAuthenticate and Stripe; null in test mode (the page's simulated challenge). */
  authentication: PlanAuthenticationSchema.nullable(),
  /** 'open' while owed; 'paid' once the order is placed (then orderId); 'closed' when skipped or cancelled. */
  state: z.enum(['open', 'paid', 'closed']),
  orderId: z.string().nullable(),
});
export type PlanPaymentView = z.infer<typeof PlanPaymentViewSchema>;

/**
 * POST /subscription-payments/{code}: pay now, with another saved card when paymentMethodId is
 * given (it becomes the plan's card); `authenticated: true` after the bank's challenge
 * (test mode: the simulated challenge page). Answers the view afterwards.
 */
export const PlanPaymentBodySchema = z.object({
  paymentMethodId: z.uuid({ error: 'Choose a saved card.' }).optional(),
  authenticated: z.boolean().optional(),
});
export type PlanPaymentBody = z.infer<typeof PlanPaymentBodySchema>;

export const SubscriptionIdParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** POST /admin/subscriptions/{id}/{action}: the owner acting for the customer. */
export const AdminSubscriptionActionParamsSchema = SubscriptionIdParamsSchema.extend({
  action: z.enum(SUBSCRIPTION_ACTIONS),
});

/** Its body: `until` for pause, `reason` for cancel; both optional. */
export const AdminSubscriptionActionBodySchema = z
  .object({ until: day.optional(), reason: z.string().trim().max(500).optional() })
  .optional()
  .default({});
export type AdminSubscriptionActionBody = z.infer<typeof AdminSubscriptionActionBodySchema>;
