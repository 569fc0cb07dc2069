import type { FastifyInstance } from 'fastify';
import { DEFAULT_SHOP_EMAIL } from '../contact/contact.routes.ts';
import { checkoutService } from '../pricing/checkout.service.ts';
import { planCardsOf } from './plan-cards-adapter.ts';
import { planRunner, type RunDeps } from './plan-run.ts';
import { plansService } from './plans.service.ts';

/** What plans need of the app, once per app. */
export function planDeps(app: FastifyInstance): RunDeps {
  return {
    db: app.db,
    dbKind: app.dbKind,
    cards: planCardsOf(app),
    fulfilment: app.fulfilment,
    checkout: checkoutService(app.db, app.config.pricing),
    messenger: app.messenger,
    mail: {
      shopName: app.config.shopName,
      publicUrl: app.config.publicUrl,
      ownerEmail: app.config.mail.shopEmail ?? DEFAULT_SHOP_EMAIL,
    },
    pricing: app.config.pricing,
    defaultLeadDays: app.config.autoReplaceLeadDays,
    retryDays: app.config.autoReplaceRetryDays,
    crashAfterCharge: app.config.crashAfterCharge,
    log: app.log,
  };
}

export function plansOf(app: FastifyInstance) {
  const deps = planDeps(app);
  return { deps, plans: plansService(deps), runner: planRunner(deps) };
}
