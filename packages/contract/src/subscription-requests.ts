import { z } from 'zod';
import { wholeNumber } from './bounds.ts';
import { day, optionalBody } from './subscription-fields.ts';
import {
  MAX_PLAN_INTERVAL_MONTHS,
  MAX_PLAN_QUANTITY,
  MIN_PLAN_INTERVAL_MONTHS,
} from './subscriptions.ts';
import { AddressSchema } from './user.ts';

// What the customer sends about a plan: turn it on, change it, pause or cancel it.

const quantity = wholeNumber('Quantity', 1, MAX_PLAN_QUANTITY);

/** POST /subscriptions: turn on auto-replace for a tracked part. The default card when none is named. */
export const CreateSubscriptionBodySchema = z.object({
  trackedPartId: z.uuid({ error: 'Choose a tracked part.' }),
  quantity: quantity.optional(),
  paymentMethodId: z.uuid({ error: 'Choose a saved card.' }).optional(),
});
export type CreateSubscriptionBody = z.infer<typeof CreateSubscriptionBodySchema>;

/**
 * PATCH /subscriptions/{id}: any of these; nextChargeOn inside the plan's window. intervalMonths
 * replaces the part's lifespan in the schedule until it is reset with null; productId swaps to
 * another product that fits the tracked system (decision 077).
 */
export const UpdateSubscriptionBodySchema = z.object({
  nextChargeOn: day.optional(),
  quantity: quantity.optional(),
  paymentMethodId: z.uuid({ error: 'Choose a saved card.' }).optional(),
  shippingAddress: AddressSchema.optional(),
  intervalMonths: wholeNumber('Interval', MIN_PLAN_INTERVAL_MONTHS, MAX_PLAN_INTERVAL_MONTHS)
    .nullable()
    .optional(),
  productId: z.uuid({ error: 'Choose a product.' }).optional(),
});
export type UpdateSubscriptionBody = z.infer<typeof UpdateSubscriptionBodySchema>;

/** POST /subscriptions/{id}/pause: until a day (it resumes that day), or until resumed. */
export const PauseSubscriptionBodySchema = optionalBody({ until: day.optional() });
export type PauseSubscriptionBody = z.infer<typeof PauseSubscriptionBodySchema>;

/** POST /subscriptions/{id}/cancel. */
export const CancelSubscriptionBodySchema = optionalBody({
  reason: z.string().trim().max(500).optional(),
});
export type CancelSubscriptionBody = z.infer<typeof CancelSubscriptionBodySchema>;

/** POST /subscriptions/{id}/{action} (or the back office's): which action, with its body. */
export type PlanActionInput =
  | { action: 'skip' }
  | { action: 'resume' }
  | { action: 'pause'; body: PauseSubscriptionBody }
  | { action: 'cancel'; body: CancelSubscriptionBody };
