import {
  DEFAULT_SUBSCRIBER_DISCOUNT_PERCENT,
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
