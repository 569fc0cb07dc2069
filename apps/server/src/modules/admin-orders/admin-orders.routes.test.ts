import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orderRefunds, outbox, products, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { api, insertProduct, saveAddress } from '../orders/commerce-fixtures.ts';
import { issueSession } from '../sessions/issue-session.ts';

describe('admin orders', () => {
  let t: TestApp;
  let client: ReturnType<typeof api>;
  let admin: TestUser;
  let alice: TestUser;
  let phoneOnly: TestUser;
  let filterId: string;
  let kitId: string;

  /** A customer who signed up with a phone number only (orders reach them by SMS). */
  async function phoneCustomer(): Promise<TestUser> {
    const [row] = await t.db
      .insert(users)
      .values({ name: 'Pat Phone', phoneNumber: '+15125550147', passwordHash: 'unused' })
      .returning({ id: users.id, tokenVersion: users.tokenVersion });
    if (!row) throw new Error('no user');
    const token = await issueSession(t.db, t.app.sessionTokens, row);
    return {
      id: row.id,
      email: '',
      password: '',
      role: 'user',
      headers: { authorization: `Bearer ${token}` },
    };
  }

  async function placeOrder(who: TestUser, items: { productId: string; quantity: number }[]) {
    const { confirmed } = await client.pay(who, items);
    expect(confirmed.statusCode).toBe(200);
    const mine = await client.call('GET', '/orders/myorders', who);
    return mine.json().data[0]._id as string;
  }

  const stockOf = async (id: string) =>
    (await t.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]
      ?.stock;
  const messagesTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to));

  beforeAll(async () => {
    t = await createTestApp();
    client = api(t.app);
    admin = await createTestUser(t.app, t.db, { role: 'admin', name: 'Olive Owner' });
    alice = await createTestUser(t.app, t.db, { name: 'Alice Jones' });
    phoneOnly = await phoneCustomer();
    await saveAddress(t.db, alice.id, 'TX');
    await saveAddress(t.db, phoneOnly.id, 'CA');
    filterId = await insertProduct(t.db, {
      priceCents: 4_000,
      stock: 20,
      type: 'filter',
      name: 'RO Filter',
    });
    kitId = await insertProduct(t.db, { priceCents: 2_000, stock: 20, name: 'Test Kit' });
  });
  afterAll(() => t.close());

  it('is for admins only: 401 signed out, 403 for a customer', async () => {
    expect((await client.call('GET', '/admin/orders')).statusCode).toBe(401);
    const refused = await client.call('GET', '/admin/orders', alice);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await client.call('POST', `/admin/orders/${id}/deliver`, alice)).statusCode).toBe(403);
    expect((await client.call('GET', '/admin/orders.csv')).statusCode).toBe(401);
    const docs = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const [path, method] of [
      ['/api/v1/admin/orders', 'get'],
      ['/api/v1/admin/orders/{id}/refunds', 'post'],
      ['/api/v1/admin/customers/{id}', 'get'],
    ] as const) {
      expect(docs.paths[path][method].security).toEqual([{ bearerAuth: [] }]);
    }
  });

  it('finds orders by number, phone in any format, e-mail and status, a page at a time', async () => {
    const patOrder = await placeOrder(phoneOnly, [{ productId: kitId, quantity: 1 }]);
    await placeOrder(alice, [{ productId: kitId, quantity: 2 }]);
    const byPhone = await client.call('GET', '/admin/orders?q=(512)%20555-0147', admin);
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json().data).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(byPhone.json().data.items[0]).toMatchObject({
      _id: patOrder,
      reference: '#1001',
      customer: { name: 'Pat Phone', phoneNumber: '+15125550147', email: null },
      status: 'Pending',
      itemCount: 1,
    });
    const byEmail = await client.call('GET', `/admin/orders?q=${alice.email.toUpperCase()}`, admin);
    expect(
      byEmail.json().data.items.map((o: { customer: { name: string } }) => o.customer.name),
    ).toEqual(['Alice Jones']);
    for (const q of ['%231001', '1001']) {
      const byNumber = (await client.call('GET', `/admin/orders?q=${q}`, admin)).json().data;
      expect(byNumber.items.map((o: { _id: string }) => o._id)).toEqual([patOrder]);
    }
    const byId = await client.call('GET', `/admin/orders?q=${patOrder.slice(0, 8)}`, admin);
    expect(byId.json().data.total).toBe(1);
    const paged = (
      await client.call('GET', '/admin/orders?status=Pending&pageSize=1&page=2', admin)
    ).json().data;
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect(paged.items[0]._id).toBe(patOrder);
    const future = await client.call('GET', '/admin/orders?from=2999-01-01', admin);
    expect(future.json().data).toMatchObject({ items: [], total: 0 });
    for (const url of ['/admin/orders', '/admin/orders.csv']) {
      const backwards = await client.call('GET', `${url}?from=2026-03-10&to=2026-03-09`, admin);
      expect(backwards.statusCode).toBe(400);
      expect(backwards.json().message).toContain(
        'The "Placed from" day is after the "Placed to" day.',
      );
    }
    const tooBig = await client.call('GET', '/admin/orders?pageSize=101', admin);
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const csv = await client.call('GET', '/admin/orders.csv?q=555-0147', admin);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[1]).toMatch(/^#1001,.*Pat Phone/);
  });

  it('ships with a tracking link the customer is texted, then delivers; never backwards', async () => {
    const orderId = await placeOrder(phoneOnly, [{ productId: filterId, quantity: 1 }]);
    const shipped = await client.call('POST', `/admin/orders/${orderId}/ship`, admin, {
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
    expect(shipped.statusCode).toBe(200);
    const order = shipped.json().data;
    expect(order.status).toBe('Shipped');
    expect(order.timeline.map((step: { type: string }) => step.type)).toEqual([
      'placed',
      'paid',
      'shipped',
    ]);
    expect(order.timeline[2]).toMatchObject({
      by: { _id: admin.id, name: 'Olive Owner' },
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
      trackingUrl: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    const mine = (await client.call('GET', '/orders/myorders', phoneOnly)).json().data;
    expect(mine.find((o: { _id: string }) => o._id === orderId).status).toBe('Shipped');
    const texts = await messagesTo('+15125550147');
    expect(
      texts.some(
        (m) => m.channel === 'sms' && m.text.includes('ups.com/track?tracknum=1Z999AA10123456784'),
      ),
    ).toBe(true);

    const again = await client.call('POST', `/admin/orders/${orderId}/ship`, admin, {
      carrier: 'UPS',
      trackingNumber: 'X',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: 'This order is already Shipped.',
    });
    expect(
      (await client.call('POST', `/admin/orders/${orderId}/deliver`, admin)).json().data.status,
    ).toBe('Delivered');
    const back = await client.call('POST', `/admin/orders/${orderId}/ship`, admin, {
      carrier: 'UPS',
      trackingNumber: 'X',
    });
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('An order that is Delivered cannot go back to Shipped.');
    const cancel = await client.call('POST', `/admin/orders/${orderId}/cancel`, admin, {
      reason: 'Too late',
    });
    expect(cancel.json().message).toBe('An order that is Delivered can no longer be cancelled.');
    const blank = await client.call('POST', `/admin/orders/${orderId}/ship`, admin, {
      carrier: ' ',
      trackingNumber: '1',
    });
    expect(blank.statusCode).toBe(400);
  });

  it('refunds one line and restocks it, never more than was captured', async () => {
    const orderId = await placeOrder(alice, [
      { productId: filterId, quantity: 2 },
      { productId: kitId, quantity: 1 },
    ]);
    const before = (await client.call('GET', `/admin/orders/${orderId}`, admin)).json().data;
    // 2 x 40 + 20 = 100 (free shipping), TX tax 8.25% = 8.25
    expect(before.payment).toMatchObject({
      captured: 108.25,
      refunded: 0,
      provider: 'Card (test mode)',
    });
    const kitLine = before.lines.find((line: { name: string }) => line.name === 'Test Kit');
    const kitStock = await stockOf(kitId);
    const refunded = await client.call('POST', `/admin/orders/${orderId}/refunds`, admin, {
      amount: 21.65,
      reason: 'Kit arrived damaged',
      restock: [{ orderItemId: kitLine._id, quantity: 1 }],
    });
    expect(refunded.statusCode).toBe(200);
    const after = refunded.json().data;
    expect(after.payment.refunded).toBe(21.65);
    expect(after.lines.find((line: { _id: string }) => line._id === kitLine._id).restocked).toBe(1);
    expect(after.timeline.at(-1)).toMatchObject({
      type: 'refunded',
      amount: 21.65,
      reason: 'Kit arrived damaged',
    });
    expect(await stockOf(kitId)).toBe((kitStock ?? 0) + 1);
    const mails = await messagesTo(alice.email);
    expect(mails.some((m) => m.subject?.includes('refunded $21.65'))).toBe(true);

    const tooMuch = await client.call('POST', `/admin/orders/${orderId}/refunds`, admin, {
      amount: 86.61,
      reason: 'x',
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().message).toBe('You can refund at most $86.60 on this order.');
    const overStock = await client.call('POST', `/admin/orders/${orderId}/refunds`, admin, {
      amount: 1,
      reason: 'x',
      restock: [{ orderItemId: kitLine._id, quantity: 1 }],
    });
    expect(overStock.statusCode).toBe(400);
    expect(overStock.json().message).toBe('You can restock at most 0 of Test Kit.');
    const rest = await client.call('POST', `/admin/orders/${orderId}/refunds`, admin, {
      amount: 86.6,
      reason: 'Goodwill',
    });
    expect(rest.json().data.payment.refunded).toBe(108.25);
    const none = await client.call('POST', `/admin/orders/${orderId}/refunds`, admin, {
      amount: 0.01,
      reason: 'x',
    });
    expect(none.json().message).toBe('This order has already been refunded in full.');
    const zero = await client.call('POST', `/admin/orders/${orderId}/refunds`, admin, {
      amount: 0,
      reason: 'x',
    });
    expect(zero.statusCode).toBe(400);
  });

  it('cancels a Pending order: restocks everything and refunds in full', async () => {
    const filterStock = await stockOf(filterId);
    const orderId = await placeOrder(alice, [{ productId: filterId, quantity: 3 }]);
    const cancelled = await client.call('POST', `/admin/orders/${orderId}/cancel`, admin, {
      reason: 'Customer asked',
    });
    expect(cancelled.statusCode).toBe(200);
    const order = cancelled.json().data;
    expect(order.status).toBe('Cancelled');
    expect(order.payment.refunded).toBe(order.payment.captured);
    expect(order.timeline.at(-1)).toMatchObject({ type: 'cancelled', reason: 'Customer asked' });
    expect(await stockOf(filterId)).toBe(filterStock);
    const ship = await client.call('POST', `/admin/orders/${orderId}/ship`, admin, {
      carrier: 'UPS',
      trackingNumber: '1',
    });
    expect(ship.json().message).toBe('This order was cancelled.');
    expect((await client.call('GET', '/admin/orders/not-an-id', admin)).statusCode).toBe(404);
  });

  it('two admins pressing the same action at once: one event, one refund, one message', async () => {
    const orderId = await placeOrder(alice, [{ productId: kitId, quantity: 2 }]);
    const ship = () =>
      client.call('POST', `/admin/orders/${orderId}/ship`, admin, {
        carrier: 'USPS',
        trackingNumber: '9400',
      });
    const shipped = await Promise.all([ship(), ship()]);
    expect(shipped.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refund = () =>
      client.call('POST', `/admin/orders/${orderId}/refunds`, admin, {
        amount: 5,
        reason: 'Late delivery',
      });
    const refunds = await Promise.all([refund(), refund()]);
    expect(refunds.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
    expect(events.map((e) => e.type).sort()).toEqual(['refunded', 'shipped']);
    expect(
      await t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)),
    ).toHaveLength(1);
    const { reference } = (await client.call('GET', `/admin/orders/${orderId}`, admin)).json().data;
    expect(reference).toMatch(/^#\d{4}$/);
    const mails = (await messagesTo(alice.email)).filter((m) => m.subject?.includes(reference));
    expect(mails.filter((m) => m.subject?.includes('has shipped'))).toHaveLength(1);
    expect(mails.filter((m) => m.subject?.includes('refunded'))).toHaveLength(1);
  });
});
