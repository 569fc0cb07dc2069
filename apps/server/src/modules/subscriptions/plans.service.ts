import { type PricingRules, planPayPath, type Subscription } from '@shop/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.ts';
import type { OrderFulfilment } from '../orders/order-fulfilment.ts';
import type { CheckoutService } from '../pricing/checkout.service.ts';
import type { PlanCards } from './plan-cards.ts';
import { planCreation } from './plan-create.ts';
import type { PlanMailSettings, PlanMessenger } from './plan-mail.ts';
import { planPayLink } from './plan-pay-link.ts';
import { planScheduleChanges } from './plan-schedule-changes.ts';
import { planServiceKit } from './plan-service-kit.ts';
import { planStatusChanges } from './plan-status-changes.ts';
import { planStore } from './plan-store.ts';
import { planUpdate } from './plan-update.ts';

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

/** A customer's plans, and what the customer or the owner on their behalf does with them. */
export function plansService(deps: PlanDeps) {
  const kit = planServiceKit(deps);
  const { db, settings, view, own } = kit;
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
    ...planCreation(kit),
    update: planUpdate(kit),
    ...planScheduleChanges(kit),
    ...planStatusChanges(kit),
    ...planPayLink(kit),
    payUrl: (code: string) => `${deps.mail.publicUrl}${planPayPath(code)}`,
  };
}
