import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestCardProcessor } from '../../adapters/payments/test-card-processor.ts';
import { paymentIntents } from '../../db/schema/index.ts';
import { setUpTestApp } from '../../test/test-app.ts';
import { createTestUser } from '../../test/test-users.ts';
import { paymentMethodsService } from './payment-methods.service.ts';

/** Off-session charges of saved test cards, as the renewal run makes them. */
describe('off-session charges with the test-mode processor', () => {
  const t = setUpTestApp();

  async function customerWithCard(number: string) {
    const processor = createTestCardProcessor(t.db);
    const cards = paymentMethodsService({ db: t.db, processor });
    const user = await createTestUser(t.app, t.db);
    const saved = await cards.save(user.id, {
      card: { number, expMonth: 12, expYear: 2099, cvc: '123' },
    });
    const paymentMethod = await cards.forCharge(user.id, saved._id);
    if (!paymentMethod) throw new Error('card not saved');
    return { processor, cards, user, paymentMethod };
  }

  it('charges 4242 once for 20 parallel calls with one key', async () => {
    const { processor, user, paymentMethod } = await customerWithCard('4242424242424242');
    const charge = () =>
      processor.chargeOffSession({
        userId: user.id,
        paymentMethod,
        amountCents: 4_599,
        idempotencyKey: 'plan-1:cycle-1',
      });
    const results = await Promise.all(Array.from({ length: 20 }, charge));
    const ids = new Set(
      results.map((result) => result.status === 'succeeded' && result.paymentIntentId),
    );
    expect(results.every((result) => result.status === 'succeeded')).toBe(true);
    expect(ids.size).toBe(1);
    const charges = await t.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.userId, user.id));
    expect(charges).toEqual([expect.objectContaining({ amountCents: 4_599, status: 'succeeded' })]);

    const nextCycle = await processor.chargeOffSession({
      userId: user.id,
      paymentMethod,
      amountCents: 4_599,
      idempotencyKey: 'plan-1:cycle-2',
    });
    expect(nextCycle.status).toBe('succeeded');
    expect(
      await t.db.select().from(paymentIntents).where(eq(paymentIntents.userId, user.id)),
    ).toHaveLength(2);
    await expect(
      processor.chargeOffSession({
        userId: user.id,
        paymentMethod,
        amountCents: 100,
        idempotencyKey: 'plan-1:cycle-2',
      }),
    ).rejects.toThrow(/different amount/);
  });

  it('declines 0341 and 9995 with their codes, the same for every repeat', async () => {
    const declined = await customerWithCard('4000000000000341');
    const input = { amountCents: 2_000, idempotencyKey: 'plan-2:cycle-1' };
    const first = await declined.processor.chargeOffSession({
      ...input,
      userId: declined.user.id,
      paymentMethod: declined.paymentMethod,
    });
    expect(first).toMatchObject({
      status: 'declined',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    const again = await declined.processor.chargeOffSession({
      ...input,
      userId: declined.user.id,
      paymentMethod: declined.paymentMethod,
    });
    expect(again).toEqual(first);

    const poor = await customerWithCard('4000000000009995');
    const result = await poor.processor.chargeOffSession({
      ...input,
      userId: poor.user.id,
      paymentMethod: poor.paymentMethod,
    });
    expect(result).toMatchObject({
      status: 'declined',
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('asks 3184 to authenticate; the customer’s confirmation completes it once', async () => {
    const { processor, user, paymentMethod } = await customerWithCard('4000002760003184');
    const input = {
      userId: user.id,
      paymentMethod,
      amountCents: 3_100,
      idempotencyKey: 'plan-3:cycle-1',
    };
    const first = await processor.chargeOffSession(input);
    expect(first).toMatchObject({ status: 'requires_action', clientSecret: expect.any(String) });
    if (first.status !== 'requires_action') return;
    const stranger = await createTestUser(t.app, t.db);
    await expect(
      processor.confirmRequiresAction({
        userId: stranger.id,
        paymentIntentId: first.paymentIntentId,
      }),
    ).rejects.toThrow('Payment not found.');
    const confirmed = await Promise.all(
      Array.from({ length: 5 }, () =>
        processor.confirmRequiresAction({
          userId: user.id,
          paymentIntentId: first.paymentIntentId,
        }),
      ),
    );
    expect(confirmed.every((result) => result.status === 'succeeded')).toBe(true);
    expect(await processor.chargeOffSession(input)).toEqual({
      status: 'succeeded',
      paymentIntentId: first.paymentIntentId,
    });
    const rows = await t.db.select().from(paymentIntents).where(eq(paymentIntents.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('3184 held: the confirmation and the retry’s cancel race, and exactly one of them wins', async () => {
    const { processor, user, paymentMethod } = await customerWithCard('4000002760003184');
    for (let round = 0; round < 10; round += 1) {
      const held = await processor.chargeOffSession({
        userId: user.id,
        paymentMethod,
        amountCents: 3_100,
        idempotencyKey: `plan-4:cycle-${round}`,
      });
      if (held.status !== 'requires_action') throw new Error('3184 should ask to authenticate');
      const paymentIntentId = held.paymentIntentId;
      const [confirmed, cancelled] = await Promise.all([
        processor.confirmRequiresAction({ userId: user.id, paymentIntentId }),
        processor.cancelHeld({ userId: user.id, paymentIntentId }),
      ]);
      // Paid exactly when the cancel came second and says so.
      expect(confirmed.status === 'succeeded').toBe(cancelled === 'paid');
      expect(cancelled).not.toBe('pending');
    }
    await expect(
      processor.cancelHeld({ userId: crypto.randomUUID(), paymentIntentId: crypto.randomUUID() }),
    ).rejects.toThrow('Payment not found.');
  });

  it('finds a customer’s card for a charge and their default, never another customer’s', async () => {
    const { cards, user, paymentMethod } = await customerWithCard('4242424242424242');
    const other = await createTestUser(t.app, t.db);
    expect(await cards.defaultFor(user.id)).toMatchObject({
      id: paymentMethod.id,
      isDefault: true,
    });
    expect(await cards.forCharge(other.id, paymentMethod.id)).toBeNull();
    expect(await cards.defaultFor(other.id)).toBeNull();
    expect(await cards.forCharge(user.id, 'not-an-id')).toBeNull();
    await cards.remove(user.id, paymentMethod.id);
    expect(await cards.forCharge(user.id, paymentMethod.id)).toBeNull();
  });
});

describe('a card an active plan pays with', () => {
  const t = setUpTestApp();

  it('cannot be removed (409) until another card takes its place', async () => {
    const user = await createTestUser(t.app, t.db);
    const planCards = new Set<string>();
    const cards = paymentMethodsService({
      db: t.db,
      processor: createTestCardProcessor(t.db),
      cardInUse: async (_db, _userId, paymentMethodId) => planCards.has(paymentMethodId),
    });
    const card = (number: string) => ({ card: { number, expMonth: 1, expYear: 2099, cvc: '123' } });
    const first = await cards.save(user.id, card('4242424242424242'));
    const second = await cards.save(user.id, card('4000000000000341'));
    planCards.add(first._id);
    await expect(cards.remove(user.id, first._id)).rejects.toMatchObject({
      statusCode: 409,
      message:
        'This card pays for an active Auto-replace plan. Choose another card for the plan first.',
    });
    expect((await cards.list(user.id)).map((saved) => saved._id)).toEqual([first._id, second._id]);
    planCards.delete(first._id);
    planCards.add(second._id);
    expect(await cards.remove(user.id, first._id)).toEqual([
      expect.objectContaining({ _id: second._id, isDefault: true }),
    ]);
  });
});
