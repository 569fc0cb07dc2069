import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auditEntries,
  orderItems,
  orderRefunds,
  orders,
  outbox,
  paymentIntents,
  returns,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { insertProduct, saveAddress } from '../orders/commerce-fixtures.ts';
import { returnsFixtures, stockOf, trackSystemWithPart } from './returns-fixtures.ts';

// Each test walks an order through checkout, shipping and delivery first: slow on a busy machine.
const SLOW = { timeout: 120_000 };
const SAVES_AND_PAYS = '4242 4242 4242 4242';
const SAVES_BUT_DECLINES = '4000 0000 0000 0341';
let t: TestApp;
let owner: TestUser;
let cartridgeId: string;
let dearId: string;
let f: ReturnType<typeof returnsFixtures>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createTestUser(t.app, t.db, { staffRole: 'owner', name: 'Olive Owner' });
  cartridgeId = await insertProduct(t.db, {
    priceCents: 3_000,
    stock: 50,
    type: 'part',
    name: 'Carbon cartridge',
  });
  dearId = await insertProduct(t.db, {
    priceCents: 9_000,
    stock: 50,
    type: 'part',
    name: 'Big cartridge',
  });
  f = returnsFixtures(t, () => owner);
}, 300_000);
afterAll(() => t?.close());

const BODY = {
  lines: [{ productId: '', quantity: 1 }],
  reason: "doesn't fit my system",
  exchangeProductId: '',
};

/** A customer with a saved card, a system the dear part fits, and a delivered cartridge. */
async function customerWithOrder(card = SAVES_AND_PAYS) {
  const who = await createTestUser(t.app, t.db, { name: 'Dana Diff', verified: true });
  await saveAddress(t.db, who.id, 'TX');
  const saved = await f.client.call('POST', '/payment-methods', who, {
    card: { number: card, expMonth: 12, expYear: 2099, cvc: '123' },
  });
  expect(saved.statusCode, saved.body).toBeLessThan(300);
  await trackSystemWithPart(t.db, who.id, dearId);
  const orderId = await f.deliveredOrder(who, [{ productId: cartridgeId, quantity: 1 }]);
  const body = {
    ...BODY,
    lines: [{ productId: cartridgeId, quantity: 1 }],
    exchangeProductId: dearId,
    paymentMethodId: saved.json().data._id as string,
  };
  return { who, orderId, body };
}

const chargesOf = (userId: string, amountCents: number) =>
  t.db
    .select()
    .from(paymentIntents)
    .where(and(eq(paymentIntents.userId, userId), eq(paymentIntents.amountCents, amountCents)));

const mailsTo = async (email: string, text: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.text, `%${text}%`)));

describe('issue 42: an exchange for a dearer part charges the difference', SLOW, () => {
  it('quotes the difference with tax, charges it once on request, refunds nothing and ships the part at $0', async () => {
    const { who, orderId, body } = await customerWithOrder();
    const quoted = await f.client.call('POST', `/orders/${orderId}/returns/quote`, who, body);
    expect(quoted.statusCode, quoted.body).toBe(200);
    const { difference, refundAmount } = quoted.json().data;
    expect(refundAmount).toBe(0);
    // $90 with Texas tax, less the $30 cartridge and its tax.
    expect(difference).toBeGreaterThan(60);
    const cents = Math.round(difference * 100);

    const { paymentMethodId: _, ...noCard } = body;
    const unpaid = await f.startReturn(who, orderId, noCard);
    expect(unpaid.statusCode).toBe(400);
    const stale = await f.startReturn(who, orderId, { ...body, agreedDifference: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain(`The difference is now $${difference.toFixed(2)}`);
    expect(await chargesOf(who.id, cents)).toHaveLength(0);

    const made = await f.startReturn(who, orderId, { ...body, agreedDifference: difference });
    expect(made.statusCode, made.body).toBe(201);
    const exchange = made.json().data;
    expect(exchange.exchange).toEqual({
      productId: dearId,
      name: 'Big cartridge',
      difference,
      differenceRefunded: false,
    });
    expect(exchange.refundAmount).toBeUndefined();
    expect(await chargesOf(who.id, cents)).toEqual([
      expect.objectContaining({ status: 'succeeded' }),
    ]);
    expect(
      await mailsTo(who.email, `We charged $${difference.toFixed(2)} to your card`),
    ).toHaveLength(1);

    await f.desk(owner, exchange._id, 'approve', { message: 'Send it.' });
    await f.desk(owner, exchange._id, 'receive', {
      lines: [{ lineId: exchange.lines[0]._id, resellable: true }],
    });
    const before = await stockOf(t.db, dearId);
    const settled = await f.desk(owner, exchange._id, 'refund');
    expect(settled.statusCode, settled.body).toBe(200);
    expect(await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId))).toEqual(
      [],
    );
    expect(await stockOf(t.db, dearId)).toBe((before ?? 0) - 1);
    const [placed] = await t.db
      .select({ total: orders.totalCents, method: orders.paymentMethod })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(and(eq(orders.userId, who.id), eq(orderItems.productId, dearId)));
    expect(placed).toEqual({ total: 0, method: 'Exchange' });
    expect(
      await mailsTo(who.email, `You paid the $${difference.toFixed(2)} difference`),
    ).toHaveLength(1);
  });

  it('gives the difference back, once, when the owner rejects the return', async () => {
    const { who, orderId, body } = await customerWithOrder();
    const made = (await f.startReturn(who, orderId, body)).json().data;
    const rejected = await f.desk(owner, made._id, 'reject', { message: 'Opened and used.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.exchange.differenceRefunded).toBe(true);
    expect((await f.desk(owner, made._id, 'reject', { message: 'again' })).statusCode).toBe(409);
    const [row] = await t.db.select().from(returns).where(eq(returns.id, made._id));
    expect(row?.differenceRefundId).toBe(`test_re_return-diff-refund-${made._id}`);
    const refundedText = `We refunded the $${made.exchange.difference.toFixed(2)} you paid`;
    expect(await mailsTo(who.email, refundedText)).toHaveLength(1);
  });

  it('two staff rejecting at once: one refund at the processor, one audit entry, one 409', async () => {
    const { who, orderId, body } = await customerWithOrder();
    const made = (await f.startReturn(who, orderId, body)).json().data;
    const manager = await createTestUser(t.app, t.db, {
      staffRole: 'manager',
      name: 'Max Manager',
    });
    // The processor takes its time, so the second press arrives while the first is refunding.
    const processor = t.app.payments;
    const refundAmount = processor.refundAmount.bind(processor);
    const refunds = vi.spyOn(processor, 'refundAmount').mockImplementation(async (input) => {
      await new Promise((done) => setTimeout(done, 300));
      return refundAmount(input);
    });
    try {
      const refused = await f.pressedTogether(made._id, 'reject', [
        [owner, { message: 'Opened and used.' }],
        [manager, { message: 'Not in its box.' }],
      ]);
      expect(refused).toBe('This return can no longer be rejected.');
      expect(refunds.mock.calls.map(([input]) => input.idempotencyKey)).toEqual([
        `return-diff-refund-${made._id}`,
      ]);
    } finally {
      refunds.mockRestore();
    }
    const [row] = await t.db.select().from(returns).where(eq(returns.id, made._id));
    expect(row).toMatchObject({
      status: 'rejected',
      differenceRefundId: `test_re_return-diff-refund-${made._id}`,
    });
    const audit = await t.db.select().from(auditEntries).where(eq(auditEntries.targetId, made._id));
    expect(audit.map((entry) => entry.changes)).toEqual([
      expect.arrayContaining([{ field: 'status', before: 'new', after: 'rejected' }]),
    ]);
    const refundedText = `We refunded the $${made.exchange.difference.toFixed(2)} you paid`;
    expect(await mailsTo(who.email, refundedText)).toHaveLength(1);
  });

  it('an approved return whose difference refund was started can only be rejected again', async () => {
    const { who, orderId, body } = await customerWithOrder();
    const made = (await f.startReturn(who, orderId, body)).json().data;
    expect((await f.desk(owner, made._id, 'approve', { message: 'Send it.' })).statusCode).toBe(
      200,
    );
    // As a kill between the processor's refund and the rejection's commit leaves it.
    await t.db
      .update(returns)
      .set({ differenceRefundStartedAt: new Date() })
      .where(eq(returns.id, made._id));
    const received = await f.desk(owner, made._id, 'receive', {
      lines: [{ lineId: made.lines[0]._id, resellable: true }],
    });
    expect(received.statusCode).toBe(409);
    expect(received.json().message).toBe(
      'The difference was being refunded when this return was rejected; reject it again to finish.',
    );
    // The desk shows it, and leaves only Reject (return-steps.tsx).
    const shown = await f.client.call('GET', `/admin/returns/${made._id}`, owner);
    expect(shown.json().data.exchange).toMatchObject({ differenceRefundStarted: true });
    const rejected = await f.desk(owner, made._id, 'reject', { message: 'Opened and used.' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      exchange: { differenceRefunded: true },
    });
    expect(rejected.json().data.exchange).not.toHaveProperty('differenceRefundStarted');
    const [row] = await t.db.select().from(returns).where(eq(returns.id, made._id));
    expect(row?.differenceRefundId).toBe(`test_re_return-diff-refund-${made._id}`);
  });

  it('starts nothing when the card declines (402), and the units stay returnable', async () => {
    const { who, orderId, body } = await customerWithOrder(SAVES_BUT_DECLINES);
    const declined = await f.startReturn(who, orderId, body);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ success: false, message: 'Your card was declined.' });
    expect(await t.db.select().from(returns).where(eq(returns.userId, who.id))).toEqual([]);
    const options = await f.client.call('GET', `/orders/${orderId}/returns/options`, who);
    expect(options.json().data.lines[0].returnable).toBe(1);
  });

  it('two sends at once make one return and one charge', async () => {
    const { who, orderId, body } = await customerWithOrder();
    const answers = await Promise.all([
      f.startReturn(who, orderId, body),
      f.startReturn(who, orderId, body),
    ]);
    const made = answers.filter((answer) => answer.statusCode === 201);
    expect(made.length, answers.map((answer) => answer.body).join('\n')).toBeGreaterThanOrEqual(1);
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    const mine = await t.db.select().from(returns).where(eq(returns.userId, who.id));
    expect(mine).toHaveLength(1);
    const cents = mine[0]?.differenceCents ?? 0;
    expect(await chargesOf(who.id, cents)).toHaveLength(1);
    expect(await mailsTo(who.email, 'We have your return request')).toHaveLength(1);
  });

  it('the desk cannot work a return whose difference is not paid yet', async () => {
    const { who, orderId, body } = await customerWithOrder();
    const made = (await f.startReturn(who, orderId, body)).json().data;
    // As a crash between the commit and the charge leaves it.
    await t.db
      .update(returns)
      .set({ differencePaymentIntentId: null })
      .where(eq(returns.id, made._id));
    const refused = await f.desk(owner, made._id, 'approve', { message: 'ok' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('waiting for the customer to pay the difference');
    // The customer's retry finds it and charges under the same key: still one charge.
    const retried = await f.startReturn(who, orderId, body);
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.json().data._id).toBe(made._id);
    expect(await chargesOf(who.id, Math.round(made.exchange.difference * 100))).toHaveLength(1);
    expect((await f.desk(owner, made._id, 'approve', { message: 'ok' })).statusCode).toBe(200);
  });
});
