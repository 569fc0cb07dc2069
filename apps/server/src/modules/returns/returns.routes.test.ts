import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orderRefunds, outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { insertProduct, saveAddress } from '../orders/commerce-fixtures.ts';
import { returnsFixtures, stockOf } from './returns-fixtures.ts';

// Each test walks an order through checkout, shipping and delivery first: slow on a busy machine.
const SLOW = { timeout: 120_000 };
let t: TestApp;
let owner: TestUser;
let alice: TestUser;
let bob: TestUser;
let kitId: string;
let cartridgeId: string;
let f: ReturnType<typeof returnsFixtures>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createTestUser(t.app, t.db, { staffRole: 'owner', name: 'Olive Owner' });
  alice = await createTestUser(t.app, t.db, { name: 'Alice Jones', verified: true });
  bob = await createTestUser(t.app, t.db, { name: 'Bob Smith' });
  for (const who of [alice, bob]) await saveAddress(t.db, who.id, 'TX');
  kitId = await insertProduct(t.db, { priceCents: 2_000, stock: 50, name: 'Test Kit' });
  cartridgeId = await insertProduct(t.db, {
    priceCents: 3_000,
    stock: 50,
    type: 'part',
    name: 'Carbon cartridge',
  });
  f = returnsFixtures(t, () => owner);
}, 300_000);
afterAll(() => t?.close());

const mailsTo = async (email: string, subject: string) =>
  t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.subject, `%${subject}%`)));

describe('issue 42: a customer starts a return', SLOW, () => {
  it('gets a numbered return with instructions, and sees it in My returns and by id', async () => {
    const orderId = await f.deliveredOrder(alice, [{ productId: kitId, quantity: 2 }]);
    const started = await f.startReturn(alice, orderId, {
      lines: [{ productId: kitId, quantity: 1 }],
      reason: 'no longer needed',
      note: 'Bought one too many.',
    });
    expect(started.statusCode, started.body).toBe(201);
    const made = started.json().data;
    expect(made).toMatchObject({
      number: expect.stringMatching(/^#R1\d{3}$/),
      status: 'new',
      reason: 'no longer needed',
      note: 'Bought one too many.',
      lines: [{ productId: kitId, name: 'Test Kit', quantity: 1, price: 20 }],
      label: { kind: 'slip' },
    });
    expect(made.refundAmount).toBeGreaterThanOrEqual(20);
    expect(made.returnAddress).toContain('Returns');
    const mine = (await f.client.call('GET', '/returns', alice)).json().data;
    expect(mine.map((r: { _id: string }) => r._id)).toContain(made._id);
    const one = await f.client.call('GET', `/returns/${made._id}`, alice);
    expect(one.json().data.number).toBe(made.number);
    const ofOrder = await f.client.call('GET', `/returns?orderId=${orderId}`, alice);
    expect(ofOrder.json().data).toHaveLength(1);
    expect(await mailsTo(alice.email, `return ${made.number} was received`)).toHaveLength(1);
  });

  it('numbers returns in sequence', async () => {
    const orderId = await f.deliveredOrder(alice, [{ productId: kitId, quantity: 2 }]);
    const body = { lines: [{ productId: kitId, quantity: 1 }], reason: 'other' };
    const first = (await f.startReturn(alice, orderId, body)).json().data.number;
    const second = (await f.startReturn(alice, orderId, body)).json().data.number;
    expect(Number(second.slice(2))).toBe(Number(first.slice(2)) + 1);
  });

  it('409: more than was bought less what is already in a return', async () => {
    const orderId = await f.deliveredOrder(alice, [{ productId: kitId, quantity: 2 }]);
    const tooMany = await f.startReturn(alice, orderId, {
      lines: [{ productId: kitId, quantity: 3 }],
      reason: 'damaged',
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      success: false,
      message:
        'You can return at most 2 of Test Kit: the rest was not bought or is already in a return.',
    });
    const two = { lines: [{ productId: kitId, quantity: 2 }], reason: 'damaged' };
    expect((await f.startReturn(alice, orderId, two)).statusCode).toBe(201);
    const again = await f.startReturn(alice, orderId, {
      lines: [{ productId: kitId, quantity: 1 }],
      reason: 'damaged',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Every Test Kit of this order is already in a return.');
  });

  it('409 outside the window and for an order not delivered; the window is the owner setting', async () => {
    const old = await f.deliveredOrder(alice, [{ productId: kitId, quantity: 1 }], 31);
    const body = { lines: [{ productId: kitId, quantity: 1 }], reason: 'other' };
    const late = await f.startReturn(alice, old, body);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toMatch(
      /^The 30-day return window for this order closed on \d{4}-\d{2}-\d{2}\.$/,
    );
    const options = (await f.client.call('GET', `/orders/${old}/returns/options`, alice)).json()
      .data;
    expect(options.closedReason).toBe(late.json().message);

    const widened = await f.client.call('PUT', '/admin/settings', owner, {
      supportRefundLimit: 100,
      returnWindowDays: 45,
    });
    expect(widened.json().data).toMatchObject({ returnWindowDays: 45, supportRefundLimit: 100 });
    expect((await f.startReturn(alice, old, body)).statusCode).toBe(201);
    await f.client.call('PUT', '/admin/settings', owner, {
      supportRefundLimit: 100,
      returnWindowDays: 30,
    });

    const { confirmed } = await f.client.pay(alice, [{ productId: kitId, quantity: 1 }]);
    expect(confirmed.statusCode).toBe(200);
    const pending = (await f.client.call('GET', '/orders/myorders', alice)).json().data[0]._id;
    const early = await f.startReturn(alice, pending, body);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only a delivered order can be returned.');
  });

  it("404 for another customer's order and for a return that is not mine", async () => {
    const orderId = await f.deliveredOrder(alice, [{ productId: kitId, quantity: 1 }]);
    const body = { lines: [{ productId: kitId, quantity: 1 }], reason: 'other' };
    const theirs = await f.startReturn(bob, orderId, body);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ success: false, message: 'Order not found.' });
    const made = (await f.startReturn(alice, orderId, body)).json().data;
    expect((await f.client.call('GET', `/returns/${made._id}`, bob)).statusCode).toBe(404);
    expect((await f.client.call('GET', '/returns/not-an-id', bob)).statusCode).toBe(404);
    expect((await f.startReturn(bob, 'not-an-id', body)).statusCode).toBe(404);
  });

  it('400 with a clear message for an unknown reason or no lines', async () => {
    const orderId = await f.deliveredOrder(alice, [{ productId: kitId, quantity: 1 }]);
    const reason = await f.startReturn(alice, orderId, {
      lines: [{ productId: kitId, quantity: 1 }],
      reason: 'changed my mind',
    });
    expect(reason.statusCode).toBe(400);
    expect(reason.json().message).toContain('Choose why you are returning');
    const none = await f.startReturn(alice, orderId, { lines: [], reason: 'other' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('Choose at least one item to return.');
  });

  it('types the owner marks not returnable once opened are shown before and refused unless damaged or wrong', async () => {
    await f.client.call('PUT', '/admin/settings', owner, {
      supportRefundLimit: 100,
      nonReturnableTypes: ['part'],
    });
    const orderId = await f.deliveredOrder(alice, [
      { productId: cartridgeId, quantity: 2 },
      { productId: kitId, quantity: 1 },
    ]);
    const options = (await f.client.call('GET', `/orders/${orderId}/returns/options`, alice)).json()
      .data;
    expect(options.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Carbon cartridge', notReturnableOnceOpened: true }),
        expect.objectContaining({ name: 'Test Kit', notReturnableOnceOpened: false }),
      ]),
    );
    const refused = await f.startReturn(alice, orderId, {
      lines: [{ productId: cartridgeId, quantity: 1 }],
      reason: 'no longer needed',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Carbon cartridge cannot be returned once opened, for hygiene. If it arrived damaged or is the wrong item, choose that reason.',
    );
    const damaged = await f.startReturn(alice, orderId, {
      lines: [{ productId: cartridgeId, quantity: 1 }],
      reason: 'damaged',
    });
    expect(damaged.statusCode).toBe(201);
    await f.client.call('PUT', '/admin/settings', owner, {
      supportRefundLimit: 100,
      nonReturnableTypes: [],
    });
  });
});

describe('issue 42: the returns desk', SLOW, () => {
  async function receivedReturn(quantity = 2) {
    const orderId = await f.deliveredOrder(alice, [{ productId: kitId, quantity: 2 }]);
    const made = (
      await f.startReturn(alice, orderId, {
        lines: [{ productId: kitId, quantity }],
        reason: 'damaged',
      })
    ).json().data;
    expect(
      (await f.desk(owner, made._id, 'approve', { message: 'Send it back.' })).statusCode,
    ).toBe(200);
    const received = await f.desk(owner, made._id, 'receive', {
      lines: [{ lineId: made.lines[0]._id, resellable: true }],
    });
    expect(received.statusCode, received.body).toBe(200);
    return { orderId, made };
  }

  it('new → approved → received → refunded, restocking resellable lines and telling the customer each step', async () => {
    const { orderId, made } = await receivedReturn();
    const stock = await stockOf(t.db, kitId);
    const listed = (await f.client.call('GET', '/admin/returns?status=received', owner)).json()
      .data;
    expect(listed.items.map((r: { _id: string }) => r._id)).toContain(made._id);
    const refunded = await f.desk(owner, made._id, 'refund');
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().data).toMatchObject({
      status: 'refunded',
      refundAmount: made.refundAmount,
      lines: [{ resellable: true }],
      customer: { name: 'Alice Jones' },
    });
    expect(await stockOf(t.db, kitId)).toBe((stock ?? 0) + 2);
    const refunds = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ reason: `Return ${made.number}` });
    const mine = (await f.client.call('GET', `/returns/${made._id}`, alice)).json().data;
    expect(mine.status).toBe('refunded');
    for (const subject of ['is approved', 'We received your', `refunded $`]) {
      expect(await mailsTo(alice.email, subject), subject).not.toHaveLength(0);
    }
    // Each desk step is signed in the audit log, on the return, with its status before and after.
    const log = (await f.client.call('GET', `/admin/audit?actor=${owner.email}`, owner)).json()
      .data;
    const steps = log.items
      .filter((entry: { target: { id: string } }) => entry.target.id === made._id)
      .map((entry: { action: string; target: { kind: string }; changes: unknown[] }) => ({
        action: entry.action,
        kind: entry.target.kind,
        changes: entry.changes,
      }));
    expect(steps).toEqual([
      {
        action: 'returns:refund',
        kind: 'return',
        changes: [{ field: 'status', before: 'received', after: 'refunded' }],
      },
      {
        action: 'returns:receive',
        kind: 'return',
        changes: [{ field: 'status', before: 'approved', after: 'received' }],
      },
      expect.objectContaining({ action: 'returns:manage', kind: 'return' }),
    ]);
  });

  it('two staff pressing Refund together: one refund, one 409', async () => {
    const { orderId, made } = await receivedReturn();
    const answers = await Promise.all([
      f.desk(owner, made._id, 'refund'),
      f.desk(owner, made._id, 'refund'),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((a) => a.statusCode === 409);
    expect(refused?.json().message).toBe('This return has already been refunded.');
    const refunds = await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
    expect(refunds).toHaveLength(1);
    expect(await mailsTo(alice.email, `for your return ${made.number}`)).toHaveLength(1);
  });

  it('steps out of order are refused, a rejection carries its message, and non-resellable lines stay off the shelf', async () => {
    const orderId = await f.deliveredOrder(alice, [{ productId: kitId, quantity: 1 }]);
    const body = { lines: [{ productId: kitId, quantity: 1 }], reason: 'other' };
    const made = (await f.startReturn(alice, orderId, body)).json().data;
    const early = await f.desk(owner, made._id, 'refund');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only a received return can be refunded.');
    const noMessage = await f.desk(owner, made._id, 'reject', { message: ' ' });
    expect(noMessage.statusCode).toBe(400);
    const rejected = await f.desk(owner, made._id, 'reject', { message: 'Opened and used.' });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', message: 'Opened and used.' });
    expect(await mailsTo(alice.email, `return ${made.number} was not accepted`)).toHaveLength(1);
    // A rejected return gives its units back to what may be returned.
    const second = (await f.startReturn(alice, orderId, body)).json().data;
    await f.desk(owner, second._id, 'approve', { message: 'OK' });
    const stock = await stockOf(t.db, kitId);
    await f.desk(owner, second._id, 'receive', {
      lines: [{ lineId: second.lines[0]._id, resellable: false }],
    });
    expect((await f.desk(owner, second._id, 'refund')).statusCode).toBe(200);
    expect(await stockOf(t.db, kitId)).toBe(stock);
  });

  it('support refunds a return only up to the support refund limit; fulfilment receives but cannot refund', async () => {
    const support = await createTestUser(t.app, t.db, { staffRole: 'support' });
    const fulfilment = await createTestUser(t.app, t.db, { staffRole: 'fulfilment' });
    const orderId = await f.deliveredOrder(alice, [{ productId: kitId, quantity: 2 }]);
    const made = (
      await f.startReturn(alice, orderId, {
        lines: [{ productId: kitId, quantity: 2 }],
        reason: 'damaged',
      })
    ).json().data;
    await f.desk(support, made._id, 'approve', { message: 'Yes' });
    const received = await f.desk(fulfilment, made._id, 'receive', {
      lines: [{ lineId: made.lines[0]._id, resellable: true }],
    });
    expect(received.statusCode).toBe(200);
    expect((await f.desk(fulfilment, made._id, 'refund')).statusCode).toBe(403);
    await f.client.call('PUT', '/admin/settings', owner, { supportRefundLimit: 10 });
    const capped = await f.desk(support, made._id, 'refund');
    expect(capped.statusCode).toBe(403);
    expect(capped.json().message).toContain('Your role can refund at most $10.00 at a time.');
    await f.client.call('PUT', '/admin/settings', owner, { supportRefundLimit: 100 });
    expect((await f.desk(support, made._id, 'refund')).statusCode).toBe(200);
  });
});

describe('issue 42: "doesn\'t fit my system" exchanges', SLOW, () => {
  it("offers parts of the customer's tracked systems, and ships one at the same price or less at $0", async () => {
    const { trackSystemWithPart } = await import('./returns-fixtures.ts');
    const fitting = await insertProduct(t.db, {
      priceCents: 2_500,
      stock: 5,
      type: 'part',
      name: 'Fitting cartridge',
    });
    const pricier = await insertProduct(t.db, {
      priceCents: 9_000,
      stock: 5,
      type: 'part',
      name: 'Big cartridge',
    });
    await trackSystemWithPart(t.db, alice.id, fitting);
    await trackSystemWithPart(t.db, alice.id, pricier);
    const orderId = await f.deliveredOrder(alice, [{ productId: cartridgeId, quantity: 1 }]);
    const options = (await f.client.call('GET', `/orders/${orderId}/returns/options`, alice)).json()
      .data;
    expect(options.exchangeOptions.map((o: { name: string }) => o.name)).toEqual(
      expect.arrayContaining(['Fitting cartridge', 'Big cartridge']),
    );
    const line = {
      lines: [{ productId: cartridgeId, quantity: 1 }],
      reason: "doesn't fit my system",
    };
    // A dearer part is paid for (exchange-difference.routes.test.ts); without a card, it is not.
    const tooDear = await f.startReturn(alice, orderId, { ...line, exchangeProductId: pricier });
    expect(tooDear.statusCode).toBe(400);
    expect(tooDear.json().message).toContain('choose a card to pay the difference');
    const made = await f.startReturn(alice, orderId, { ...line, exchangeProductId: fitting });
    expect(made.statusCode, made.body).toBe(201);
    const exchange = made.json().data;
    expect(exchange.exchange).toEqual({
      productId: fitting,
      name: 'Fitting cartridge',
      difference: 0,
      differenceRefunded: false,
    });
    await f.desk(owner, exchange._id, 'approve', { message: 'Send it.' });
    await f.desk(owner, exchange._id, 'receive', {
      lines: [{ lineId: exchange.lines[0]._id, resellable: true }],
    });
    const fittingStock = await stockOf(t.db, fitting);
    const settled = await f.desk(owner, exchange._id, 'refund');
    expect(settled.statusCode, settled.body).toBe(200);
    expect(await stockOf(t.db, fitting)).toBe((fittingStock ?? 0) - 1);
    const zero = await t.db.select().from(orderItems).where(eq(orderItems.productId, fitting));
    expect(zero).toEqual([expect.objectContaining({ priceCents: 0, quantity: 1 })]);
    expect(await mailsTo(alice.email, `exchange ${exchange.number} is on its way`)).toHaveLength(1);
  });
});
