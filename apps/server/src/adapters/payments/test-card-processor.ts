import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { CardInput } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { paymentIntents, type TestIntentCard } from '../../db/schema/index.ts';
import {
  ConflictError,
  NotFoundError,
  PaymentFailedError,
  ValidationError,
} from '../../errors/index.ts';
import type { PaymentIntentRecord, PaymentProcessor } from './payment-processor.ts';
import { cardBrand, judgeCardToSave, judgeTestCard, testCardFingerprint } from './test-cards.ts';
import { offSessionOutcome, offSessionResult } from './test-off-session.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PAYMENT_NOT_FOUND = 'Payment not found.';
const TEST_MODE_SAVES_FROM_CARD =
  'Test mode saves a card from its details: send { card: { number, expMonth, expYear, cvc } }.';

/** A stable intent id per idempotency key, so a repeated create finds the first intent. */
function intentIdFor(userId: string, idempotencyKey: string): string {
  const hex = createHash('sha256').update(`${userId}:${idempotencyKey}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function toRecord(row: typeof paymentIntents.$inferSelect): PaymentIntentRecord {
  const status =
    row.status === 'succeeded' || row.status === 'canceled' || row.status === 'processing'
      ? row.status
      : 'requires_payment';
  return { id: row.id, userId: row.userId, amountCents: row.amountCents, status };
}

/** What a saved test card keeps of a card that paid (judged as Saved cards judges it). */
function cardToKeep(card: CardInput): TestIntentCard | null {
  const verdict = judgeCardToSave(card);
  if (!verdict.approved) return null;
  const { expMonth, expYear } = card;
  return {
    brand: verdict.brand,
    last4: verdict.last4,
    expMonth,
    expYear: expYear < 100 ? 2000 + expYear : expYear,
    testCardKind: verdict.kind,
  };
}

/**
 * The built-in processor for a shop without Stripe keys: intents live in payment_intents and
 * cards are judged like Stripe's test mode. No real money moves; no card data is stored.
 */
export function createTestCardProcessor(db: Database): PaymentProcessor {
  async function row(id: string) {
    if (!UUID.test(id)) return undefined;
    const [found] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
    return found;
  }

  return {
    provider: 'test',

    async createIntent({ userId, amountCents, idempotencyKey, saveCard }) {
      const id = intentIdFor(userId, idempotencyKey);
      const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
      const setupFutureUsage = saveCard !== undefined;
      await db
        .insert(paymentIntents)
        .values({ id, userId, amountCents, clientSecret, provider: 'test', setupFutureUsage })
        .onConflictDoNothing();
      const created = await row(id);
      if (!created) throw new Error('payment intent was not stored');
      return { id, clientSecret: created.clientSecret, amountCents: created.amountCents };
    },

    async findIntent(id) {
      const found = await row(id);
      return found ? toRecord(found) : null;
    },

    async refund(id, reason) {
      await db
        .update(paymentIntents)
        .set({ status: 'canceled', lastError: `Refunded: ${reason}`.slice(0, 500) })
        .where(eq(paymentIntents.id, id));
    },

    // No money moved, so none goes back: the back office's order_refunds row is the record.
    // It touches no table, so it is safe inside the refund's transaction on PGlite's one connection.
    async refundAmount({ idempotencyKey }) {
      return { refundId: `test_re_${idempotencyKey}` };
    },

    async confirmCard({ userId, paymentIntentId, clientSecret, card }) {
      const intent = await row(paymentIntentId);
      if (!intent || intent.userId !== userId || !sameSecret(intent.clientSecret, clientSecret)) {
        throw new NotFoundError(PAYMENT_NOT_FOUND);
      }
      if (intent.status === 'canceled') {
        throw new ConflictError('This payment was canceled. Please start the checkout again.');
      }
      const verdict = judgeTestCard(card);
      if (intent.status === 'succeeded') {
        const digits = card.number.replace(/\D/g, '');
        return { brand: cardBrand(digits), last4: digits.slice(-4) };
      }
      if (!verdict.approved) {
        await db
          .update(paymentIntents)
          .set({ lastError: verdict.message })
          .where(eq(paymentIntents.id, intent.id));
        throw new PaymentFailedError(verdict.message);
      }
      await db
        .update(paymentIntents)
        .set({
          status: 'succeeded',
          lastError: null,
          cardFingerprint: testCardFingerprint(card.number),
          savedCard: intent.setupFutureUsage ? cardToKeep(card) : null,
        })
        .where(
          and(
            eq(paymentIntents.id, intent.id),
            eq(paymentIntents.status, 'requires_payment_method'),
          ),
        );
      return { brand: verdict.brand, last4: verdict.last4 };
    },

    async cardFingerprint(paymentIntentId) {
      return (await row(paymentIntentId))?.cardFingerprint ?? null;
    },

    async cardOfPayment({ userId, paymentIntentId }) {
      const intent = await row(paymentIntentId);
      if (!intent || intent.userId !== userId) throw new NotFoundError(PAYMENT_NOT_FOUND);
      if (intent.status !== 'succeeded' || !intent.savedCard) return null;
      // One saved card per payment, however often the order is asked for.
      return { processorRef: `test_pm_${intent.id}`, customerRef: null, ...intent.savedCard };
    },

    async saveCard(input) {
      if (!('card' in input)) throw new ValidationError(TEST_MODE_SAVES_FROM_CARD);
      const verdict = judgeCardToSave(input.card);
      if (!verdict.approved) throw new PaymentFailedError(verdict.message);
      return {
        processorRef: `test_pm_${randomUUID()}`,
        customerRef: null,
        brand: verdict.brand,
        last4: verdict.last4,
        expMonth: input.card.expMonth,
        expYear: input.card.expYear < 100 ? 2000 + input.card.expYear : input.card.expYear,
        testCardKind: verdict.kind,
      };
    },

    async forgetCard() {},

    // The intent's id comes from the key and is the primary key: however many calls race, one
    // row is inserted (the one charge) and every call answers what that row says.
    async chargeOffSession({ userId, paymentMethod, amountCents, idempotencyKey }) {
      if (paymentMethod.userId !== userId || paymentMethod.provider !== 'test') {
        throw new Error('the test processor charges only its own cards, for their owner');
      }
      const id = intentIdFor(userId, `off-session:${idempotencyKey}`);
      await db
        .insert(paymentIntents)
        .values({
          id,
          userId,
          amountCents,
          clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
          provider: 'test',
          ...offSessionOutcome(paymentMethod.testCardKind),
        })
        .onConflictDoNothing();
      const charged = await row(id);
      if (!charged) throw new Error('payment intent was not stored');
      if (charged.amountCents !== amountCents) {
        throw new Error('idempotency key reused for a different amount');
      }
      return offSessionResult(charged);
    },

    async confirmRequiresAction({ userId, paymentIntentId }) {
      const intent = await row(paymentIntentId);
      if (!intent || intent.userId !== userId) throw new NotFoundError(PAYMENT_NOT_FOUND);
      await db
        .update(paymentIntents)
        .set({ status: 'succeeded', lastError: null })
        .where(and(eq(paymentIntents.id, intent.id), eq(paymentIntents.status, 'requires_action')));
      const after = await row(intent.id);
      if (!after) throw new NotFoundError(PAYMENT_NOT_FOUND);
      return offSessionResult(after);
    },

    // One conditional update, like confirmRequiresAction's: whichever comes first wins.
    async cancelHeld({ userId, paymentIntentId }) {
      const intent = await row(paymentIntentId);
      if (!intent || intent.userId !== userId) throw new NotFoundError(PAYMENT_NOT_FOUND);
      await db
        .update(paymentIntents)
        .set({ status: 'canceled' })
        .where(and(eq(paymentIntents.id, intent.id), eq(paymentIntents.status, 'requires_action')));
      const after = await row(intent.id);
      if (after?.status === 'succeeded') return 'paid';
      return after?.status === 'canceled' ? 'canceled' : 'pending';
    },

    // The pay page shows its simulated challenge instead of Stripe's.
    async onSessionAuthentication() {
      return null;
    },
  };
}
