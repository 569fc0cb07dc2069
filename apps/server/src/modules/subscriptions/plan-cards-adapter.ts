import type { FastifyInstance } from 'fastify';
import {
  type PaymentMethodRow,
  paymentMethodsRepository,
} from '../payment-methods/payment-methods.repository.ts';
import { isUuid } from '../products/products.service.ts';
import type { OffSessionOutcome, PlanCard, PlanCards } from './plan-cards.ts';

const display = (row: PaymentMethodRow): PlanCard => ({
  _id: row.id,
  brand: row.brand,
  last4: row.last4,
  expMonth: row.expMonth,
  expYear: row.expYear,
});

/** Saved cards for plans, from the payment-methods module and the app's processor. */
export function planCardsOf(app: FastifyInstance): PlanCards {
  const cards = paymentMethodsRepository(app.db);
  const live = async (userId: string, id: string) =>
    isUuid(id) ? ((await cards.find(userId, id)) ?? null) : null;

  return {
    async find(userId, paymentMethodId) {
      const row = await live(userId, paymentMethodId);
      return row ? display(row) : null;
    },

    async defaultOf(userId) {
      const row = await cards.findDefault(userId);
      return row ? display(row) : null;
    },

    async charge({ userId, paymentMethodId, amountCents, idempotencyKey }) {
      const row = await live(userId, paymentMethodId);
      if (!row) {
        return {
          outcome: 'declined',
          code: 'card_declined',
          paymentIntentId: null,
          message: 'The saved card was removed.',
        } satisfies OffSessionOutcome;
      }
      const result = await app.payments.chargeOffSession({
        userId,
        paymentMethod: row,
        amountCents,
        idempotencyKey,
        description: 'Auto-replace',
      });
      if (result.status === 'succeeded') {
        return { outcome: 'succeeded', paymentIntentId: result.paymentIntentId };
      }
      if (result.status === 'requires_action') {
        return { outcome: 'requires_action', paymentIntentId: result.paymentIntentId };
      }
      return {
        outcome: 'declined',
        code: result.code,
        paymentIntentId: result.paymentIntentId,
        message: result.message,
      };
    },

    async confirmOnSession({ userId, paymentIntentId }) {
      const result = await app.payments.confirmRequiresAction({ userId, paymentIntentId });
      return result.status === 'succeeded';
    },

    cancelHeld: (input) => app.payments.cancelHeld(input),

    authenticationFor: (input) => app.payments.onSessionAuthentication(input),
  };
}
