import {
  type BoxShippingRule,
  centsToDollars,
  DEFAULT_BOX_FREE_SHIPPING_FROM_CENTS,
  DEFAULT_BOX_SHIPPING_CENTS,
  DEFAULT_BOX_WINDOW_DAYS,
  DEFAULT_SUBSCRIBER_DISCOUNT_PERCENT,
  dollarsToCents,
  type SubscriptionSettings,
  type UpdateSubscriptionSettingsBody,
} from '@shop/contract';
import type { Database } from '../../db/database.ts';
import { subscriptionSettings } from '../../db/schema/index.ts';
import { planStore } from './plan-store.ts';

/** The owner's discount and lead time; the lead time falls back to AUTO_REPLACE_LEAD_DAYS. */
export async function readPlanSettings(
  db: Database,
  defaultLeadDays: number,
): Promise<SubscriptionSettings> {
  const row = await planStore.settings(db);
  return {
    discountPercent: row?.discountPercent ?? DEFAULT_SUBSCRIBER_DISCOUNT_PERCENT,
    leadDays: row?.leadDays ?? defaultLeadDays,
    boxWindowDays: row?.boxWindowDays ?? DEFAULT_BOX_WINDOW_DAYS,
    freeShippingFrom: centsToDollars(
      row?.freeShippingFromCents ?? DEFAULT_BOX_FREE_SHIPPING_FROM_CENTS,
    ),
    boxShipping: centsToDollars(row?.boxShippingCents ?? DEFAULT_BOX_SHIPPING_CENTS),
  };
}

/** The box shipping rule (decision 067) of the owner's settings, in cents. */
export function boxRuleOf(settings: SubscriptionSettings): BoxShippingRule {
  return {
    freeShippingFromCents: dollarsToCents(settings.freeShippingFrom),
    boxShippingCents: dollarsToCents(settings.boxShipping),
  };
}

export async function writePlanSettings(
  db: Database,
  body: UpdateSubscriptionSettingsBody,
  defaultLeadDays: number,
): Promise<SubscriptionSettings> {
  const values = {
    ...(body.discountPercent !== undefined && { discountPercent: body.discountPercent }),
    ...(body.leadDays !== undefined && { leadDays: body.leadDays }),
    ...(body.boxWindowDays !== undefined && { boxWindowDays: body.boxWindowDays }),
    ...(body.freeShippingFrom !== undefined && {
      freeShippingFromCents: dollarsToCents(body.freeShippingFrom),
    }),
    ...(body.boxShipping !== undefined && { boxShippingCents: dollarsToCents(body.boxShipping) }),
  };
  await db
    .insert(subscriptionSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({
      target: subscriptionSettings.id,
      set: { ...values, updatedAt: new Date() },
    });
  return readPlanSettings(db, defaultLeadDays);
}
