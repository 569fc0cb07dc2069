import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { api, insertProduct, saveAddress } from '../orders/commerce-fixtures.ts';

/** Staff writes land in the audit log with who, what, the changes and where from. */
const t = setUpTestApp();
let client: ReturnType<typeof api>;
let owner: TestUser;
let support: TestUser;
let packer: TestUser;
let alice: TestUser;
let bob: TestUser;
let productId: string;
let aliceOrder: string;
let bobOrder: string;

const AGENT = 'Mozilla/5.0 (Audit test)';

const as = (user: TestUser, method: 'POST' | 'PATCH' | 'PUT', url: string, payload: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { ...user.headers, 'user-agent': AGENT },
    remoteAddress: '203.0.113.7',
    payload,
  });

async function placeOrder(customer: TestUser) {
  const { confirmed } = await client.pay(customer, [{ productId, quantity: 1 }]);
  expect(confirmed.statusCode).toBe(200);
  return (await client.call('GET', '/orders/myorders', customer)).json().data[0]._id as string;
}

const search = async (query = '', user = owner) => {
  const answer = await client.call('GET', `/admin/audit${query}`, user);
  expect(answer.statusCode).toBe(200);
  return answer.json().data;
};

beforeAll(async () => {
  client = api(t.app);
  owner = await createTestUser(t.app, t.db, { staffRole: 'owner', email: 'owner@shop.test' });
  support = await createTestUser(t.app, t.db, { staffRole: 'support', email: 'sam@shop.test' });
  packer = await createTestUser(t.app, t.db, { staffRole: 'fulfilment', email: 'pat@shop.test' });
  alice = await createTestUser(t.app, t.db, { name: 'Alice Jones' });
  bob = await createTestUser(t.app, t.db, { name: 'Bob Smith' });
  await saveAddress(t.db, alice.id, 'TX');
  await saveAddress(t.db, bob.id, 'TX');
  productId = await insertProduct(t.db, { priceCents: 4_000, stock: 50, name: 'Pitcher' });
  aliceOrder = await placeOrder(alice);
  bobOrder = await placeOrder(bob);
  expect(
    (
      await as(support, 'POST', `/admin/orders/${aliceOrder}/refunds`, {
        amount: 12.5,
        reason: 'Dented',
        restock: [],
      })
    ).statusCode,
  ).toBe(200);
  const ship = await as(packer, 'POST', `/admin/orders/${bobOrder}/ship`, {
    carrier: 'UPS',
    trackingNumber: '1Z999',
  });
  expect(ship.statusCode).toBe(200);
  const stock = await as(packer, 'PATCH', `/admin/products/${productId}/stock`, { stock: 30 });
  expect(stock.statusCode).toBe(200);
});

describe('what the log records', () => {
  it('a refund by support: actor, action, order, the refunded amount, ip and user agent', async () => {
    const { items } = await search(`?orderId=${aliceOrder}`);
    expect(items).toEqual([
      {
        _id: expect.any(String),
        at: expect.any(String),
        actor: { id: support.id, email: 'sam@shop.test', staffRole: 'support' },
        action: 'orders:refund',
        target: { kind: 'order', id: aliceOrder },
        changes: [{ field: 'refunded', before: 0, after: 12.5 }],
        ip: '203.0.113.7',
        userAgent: AGENT,
      },
    ]);
  });

  it('a shipment by the packer: the status before and after', async () => {
    const { items } = await search(`?orderId=${bobOrder}`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      actor: { id: packer.id, email: 'pat@shop.test', staffRole: 'fulfilment' },
      action: 'orders:ship',
      target: { kind: 'order', id: bobOrder },
      changes: [{ field: 'status', before: 'Pending', after: 'Shipped' }],
      ip: '203.0.113.7',
      userAgent: AGENT,
    });
  });

  it('a stock change: the stock before and after, on the product', async () => {
    const { items } = await search('?action=stock:write');
    expect(items[0]).toMatchObject({
      target: { kind: 'product', id: productId },
      changes: [{ field: 'stock', before: 48, after: 30 }],
    });
  });

  it('a refused or failed write records nothing', async () => {
    const before = (await search()).items.length;
    const refused = await as(packer, 'POST', `/admin/orders/${aliceOrder}/refunds`, {
      amount: 1,
      reason: 'x',
      restock: [],
    });
    expect(refused.statusCode).toBe(403);
    const again = await as(packer, 'POST', `/admin/orders/${bobOrder}/ship`, {
      carrier: 'UPS',
      trackingNumber: '1Z999',
    });
    expect(again.statusCode).toBe(409);
    expect((await search()).items).toHaveLength(before);
  });
});

describe('searching and paging', () => {
  it('filters by person (id or e-mail), action, customer and days', async () => {
    expect(
      (await search(`?actor=${packer.id}`)).items.map((e: { action: string }) => e.action),
    ).toEqual(['stock:write', 'orders:ship']);
    expect((await search('?actor=SAM@shop.test')).items).toHaveLength(1);
    expect((await search('?action=orders:refund')).items).toHaveLength(1);
    const bobs = (await search(`?customerId=${bob.id}`)).items;
    expect(bobs.map((e: { target: { id: string } }) => e.target.id)).toEqual([bobOrder]);
    expect((await search('?from=2000-01-01&to=2000-01-02')).items).toEqual([]);
    expect((await search('?from=2000-01-01&to=2099-12-31')).items).toHaveLength(3);
  });

  it('pages newest first, each entry once, by the `after` cursor', async () => {
    const all = (await search()).items.map((e: { _id: string }) => e._id);
    expect(all.length).toBe(3);
    const first = await search('?pageSize=2');
    expect(first.items.map((e: { _id: string }) => e._id)).toEqual(all.slice(0, 2));
    expect(first.nextAfter).toBe(all[1]);
    const second = await search(`?pageSize=2&after=${first.nextAfter}`);
    expect(second.items.map((e: { _id: string }) => e._id)).toEqual(all.slice(2));
    expect(second.nextAfter).toBeNull();
  });

  it('bad filters answer 400 in the envelope', async () => {
    for (const query of ['?orderId=nope', '?from=2026-02-01&to=2026-01-01', '?pageSize=0']) {
      const answer = await client.call('GET', `/admin/audit${query}`, owner);
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('the CSV has the same entries, and its export is itself logged', async () => {
    const csv = await client.call('GET', '/admin/audit.csv?action=orders:refund', owner);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('Actor e-mail');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('sam@shop.test');
    expect(lines[1]).toContain('refunded: 0 → 12.5');
    const exports = (await search('?action=audit:read')).items;
    expect(exports[0]).toMatchObject({ actor: { id: owner.id }, target: { kind: null, id: null } });
  });

  it('only roles with audit:read may read it', async () => {
    for (const user of [support, packer]) {
      const answer = await client.call('GET', '/admin/audit', user);
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toMatchObject({
        success: false,
        message: 'You do not have access to this.',
      });
    }
  });
});
