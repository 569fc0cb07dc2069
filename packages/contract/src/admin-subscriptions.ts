import { z } from 'zod';
import { AdminCustomerContactSchema } from './admin-orders.ts';
import { AdminPageQuerySchema, adminPageSchema } from './admin-page.ts';
import { boundedInstant, dollars, wholeNumber } from './bounds.ts';
import { MAX_BOX_WINDOW_DAYS } from './plan-box.ts';
import { SUBSCRIPTION_CYCLE_STATES } from './plan-cycle-states.ts';
import { day, optionalBody, timestamp } from './subscription-fields.ts';
import {
  PlanPauseCauseSchema,
  SubscriptionIdParamsSchema,
  SubscriptionSchema,
  SubscriptionStatusSchema,
} from './subscriptions.ts';

// The owner's side of auto-replace: the plan list and page, acting for a customer, the
// dashboard numbers, the settings and the test-only run.

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
  /** Why the plan is paused (by the customer, or after failed payments); null when it is not. */
  pausedBy: PlanPauseCauseSchema.nullable(),
  /** The unpaid box of a plan in dunning or paused after failed payments; null when none. */
  owed: z.number().nullable(),
  createdAt: timestamp,
});
export type AdminSubscriptionRow = z.infer<typeof AdminSubscriptionRowSchema>;

export const AdminSubscriptionPageSchema = adminPageSchema(AdminSubscriptionRowSchema);

/** One cycle's charge as the owner sees it: one row per plan and due date. */
export const SubscriptionChargeSchema = z.object({
  dueOn: day,
  chargeOn: day,
  state: z.enum(SUBSCRIPTION_CYCLE_STATES),
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
  /**
   * Monthly recurring revenue: each active plan's goods after the subscriber discount (not
   * shipping or tax, which are not the shop's revenue) spread over its part's lifespan.
   */
  monthlyRecurringRevenue: z.number(),
  next30Days: z.object({ revenue: z.number(), units: z.number().int() }),
  /**
   * Plans waiting on a failed or unauthenticated payment: retrying, waiting for the bank, or
   * paused after the last try with the box still unpaid.
   */
  paymentsInDunning: z.number().int(),
  /** What those plans owe, in dollars. */
  amountOwed: z.number(),
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
  now: boundedInstant('now').optional(),
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
  /**
   * False when another run held the job (`reason: 'busy'`): it does the work, and this instance
   * looks again a lease later.
   */
  ran: z.boolean(),
  reason: z.literal('busy').optional(),
  /** Cycles this run claimed; its scheduler runs again a lease later when there were any. */
  claimed: z.number().int(),
});
export type SubscriptionRunResult = z.infer<typeof SubscriptionRunResultSchema>;

/** The owner's settings: the subscriber discount and the lead time. */
export const SubscriptionSettingsSchema = z.object({
  discountPercent: z.number().min(0).max(90),
  leadDays: z.number().int().min(0).max(60),
  /** One box per household (decision 067): parts due within this many days ship together. */
  boxWindowDays: z.number().int(),
  /** Dollars: a box ships free when its goods after the subscriber discount reach this. */
  freeShippingFrom: z.number(),
  /** Dollars: a box's shipping below freeShippingFrom. */
  boxShipping: z.number(),
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
  boxWindowDays: wholeNumber('Box window', 0, MAX_BOX_WINDOW_DAYS).optional(),
  freeShippingFrom: dollars('Free shipping from', 0).optional(),
  boxShipping: dollars('Box shipping', 0).optional(),
});
export type UpdateSubscriptionSettingsBody = z.infer<typeof UpdateSubscriptionSettingsBodySchema>;

/** POST /admin/subscriptions/{id}/{action}: the owner acting for the customer. */
export const AdminSubscriptionActionParamsSchema = SubscriptionIdParamsSchema.extend({
  action: z.enum(SUBSCRIPTION_ACTIONS),
});

/** Its body: `until` for pause, `reason` for cancel; both optional. */
export const AdminSubscriptionActionBodySchema = optionalBody({
  until: day.optional(),
  reason: z.string().trim().max(500).optional(),
});
export type AdminSubscriptionActionBody = z.infer<typeof AdminSubscriptionActionBodySchema>;
