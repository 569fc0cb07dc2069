import type { SavedPaymentMethod, SavePaymentMethodBody, SetupIntent } from '@shop/contract';
import type { PaymentProcessor } from '../../adapters/payments/index.ts';
import type { Database } from '../../db/database.ts';
import { ConflictError, NotFoundError } from '../../errors/index.ts';
import { CARD_IN_USE, isCardInUse } from './card-in-use.ts';
import { type PaymentMethodRow, paymentMethodsRepository } from './payment-methods.repository.ts';

export const CARD_NOT_FOUND = 'Card not found.';
export const NO_SETUP_INTENT =
  'Test mode needs no setup intent: save the card with POST /payment-methods and { card }.';
export const NOT_KEPT =
  'Your order is placed, but this payment was not made to keep its card. Add the card under Saved cards.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toSavedPaymentMethod(row: PaymentMethodRow): SavedPaymentMethod {
  return {
    _id: row.id,
    brand: row.brand,
    last4: row.last4,
    expMonth: row.expMonth,
    expYear: row.expYear,
    isDefault: row.isDefault,
  };
}

export interface PaymentMethodsDeps {
  db: Database;
  processor: PaymentProcessor;
  /** Whether an active plan pays with the card (defaults to card-in-use.ts's answer). */
  cardInUse?: typeof isCardInUse;
}

/**
 * Saved cards: what the account page shows and changes, and what plans charge
 * (`forCharge`, `defaultFor` answer the row to hand to `processor.chargeOffSession`).
 */
export function paymentMethodsService({
  db,
  processor,
  cardInUse = isCardInUse,
}: PaymentMethodsDeps) {
  const repository = paymentMethodsRepository(db);

  async function stripeCustomerFor(userId: string): Promise<string> {
    const found = await repository.stripeCustomer(userId);
    if (!found) throw new NotFoundError(CARD_NOT_FOUND);
    if (found.customerRef) return found.customerRef;
    if (!processor.createCustomer) throw new Error('this processor keeps no customers');
    const { customerRef } = await processor.createCustomer({ userId, email: found.email });
    return repository.saveStripeCustomer(userId, customerRef);
  }

  async function owned(userId: string, id: string): Promise<PaymentMethodRow> {
    const row = UUID.test(id) ? await repository.find(userId, id) : undefined;
    if (!row) throw new NotFoundError(CARD_NOT_FOUND);
    return row;
  }

  return {
    /** The customer a checkout's card is kept under: Stripe's, created once; test mode: none. */
    customerRefFor: (userId: string): Promise<string | null> =>
      processor.createCustomer ? stripeCustomerFor(userId) : Promise.resolve(null),

    /**
     * Keeps the card that paid a checkout created with saveCard (issue 39.6); a payment not made
     * to keep its card is a 409 (its order stands).
     */
    async saveFromPayment(userId: string, paymentIntentId: string): Promise<SavedPaymentMethod> {
      const customerRef = processor.createCustomer ? await stripeCustomerFor(userId) : null;
      const details = await processor.cardOfPayment({ userId, paymentIntentId, customerRef });
      if (!details) throw new ConflictError(NOT_KEPT);
      const row = await repository.insert({ userId, provider: processor.provider, ...details });
      if (!row) throw new ConflictError(NOT_KEPT);
      return toSavedPaymentMethod(row);
    },

    async list(userId: string): Promise<SavedPaymentMethod[]> {
      return (await repository.list(userId)).map(toSavedPaymentMethod);
    },

    async createSetupIntent(userId: string): Promise<SetupIntent> {
      if (!processor.createSetupIntent) throw new ConflictError(NO_SETUP_INTENT);
      return processor.createSetupIntent({ userId, customerRef: await stripeCustomerFor(userId) });
    },

    async save(userId: string, body: SavePaymentMethodBody): Promise<SavedPaymentMethod> {
      const details =
        'card' in body
          ? await processor.saveCard({ userId, card: body.card })
          : await processor.saveCard({
              userId,
              setupIntentId: body.setupIntentId,
              customerRef: processor.createCustomer ? await stripeCustomerFor(userId) : '',
            });
      const row = await repository.insert({ userId, provider: processor.provider, ...details });
      // Only a SetupIntent of another customer's could name a card stored under someone else.
      if (!row) throw new NotFoundError(CARD_NOT_FOUND);
      return toSavedPaymentMethod(row);
    },

    async setDefault(userId: string, id: string): Promise<SavedPaymentMethod> {
      await owned(userId, id);
      if (!(await repository.setDefault(userId, id))) throw new NotFoundError(CARD_NOT_FOUND);
      return toSavedPaymentMethod(await owned(userId, id));
    },

    /** Answers the cards left, the new default among them. */
    async remove(userId: string, id: string): Promise<SavedPaymentMethod[]> {
      if (!UUID.test(id)) throw new NotFoundError(CARD_NOT_FOUND);
      const removed = await repository.remove(userId, id, async (tx, row) => {
        if (await cardInUse(tx, userId, row.id)) throw new ConflictError(CARD_IN_USE);
      });
      if (!removed) throw new NotFoundError(CARD_NOT_FOUND);
      await processor.forgetCard(removed);
      return (await repository.list(userId)).map(toSavedPaymentMethod);
    },

    /** The customer's card to charge, or null when it is not theirs or was removed. */
    async forCharge(userId: string, id: string): Promise<PaymentMethodRow | null> {
      if (!UUID.test(id)) return null;
      return (await repository.find(userId, id)) ?? null;
    },

    /** The customer's default card, or null when they have none. */
    async defaultFor(userId: string): Promise<PaymentMethodRow | null> {
      return (await repository.findDefault(userId)) ?? null;
    },
  };
}

export type PaymentMethodsService = ReturnType<typeof paymentMethodsService>;
