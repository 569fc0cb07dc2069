import { z } from 'zod';
import { day } from './subscription-fields.ts';
import { SubscriptionCardSchema, SubscriptionPendingSchema } from './subscriptions.ts';

/** Actions from a plan notice's one-tap links (signed, no sign-in; GET confirms, POST acts once). */
export const PLAN_LINK_ACTIONS = ['skip', 'delay2w', 'delay1m', 'pause'] as const;
export type PlanLinkAction = (typeof PLAN_LINK_ACTIONS)[number];

/** The web page of a notice's short link: '/a/<code>'; the API is /subscription-links/{code}. */
export const planLinkPath = (code: string) => `/a/${code}`;
/** The customer's page of one plan: '/account/auto-replace/<id>' (every plan message links here). */
export const planPagePath = (planId: string) => `/account/auto-replace/${planId}`;
/** The owner's page of one plan in the back office: '/admin/subscriptions/<id>'. */
export const adminPlanPagePath = (planId: string) => `/admin/subscriptions/${planId}`;
/** The web page to pay a failed cycle now, change its card or authenticate: '/auto-replace/pay/<code>'. */
export const planPayPath = (code: string) => `/auto-replace/pay/${code}`;

export const PlanLinkParamsSchema = z.object({ code: z.string().min(1).max(64) });

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

/**
 * GET /subscription-payments/{code}: what is owed and why (no sign-in: the code is the key; GET
 * changes nothing). `canAuthenticate` when the bank asks the customer to confirm the charge.
 */
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
  /** Why the last try failed, in the bank's or the processor's words (null when held for stock). */
  lastError: z.string().nullable(),
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

/** POST /subscriptions/{id}/pay-link: a fresh pay page for the signed-in customer's unpaid box. */
export const PlanPayLinkSchema = z.object({ payPath: z.string() });
export type PlanPayLink = z.infer<typeof PlanPayLinkSchema>;
