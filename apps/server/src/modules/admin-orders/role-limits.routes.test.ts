import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { api, insertProduct, saveAddress } from '../orders/commerce-fixtures.ts';

/** What a role's permissions change inside an endpoint it may use: refund size, CSV columns. */
const t = setUpTestApp();
let client: ReturnType<typeof api>;
let owner: TestUser;
let support: TestUser;
let fulfilment: TestUser;
let alice: TestUser;
let productId: string;

beforeAll(async () => {
  client = api(t.app);
  owner = await createTestUser(t.app, t.db, { staffRole: 'owner' });
  support = await createTestUser(t.app, t.db, { staffRole: 'support' });
  fulfilment = await createTestUser(t.app, t.db, { staffRole: 'fulfilment' });
  alice = await createTestUser(t.app, t.db, { name: 'Alice Jones' });
  await saveAddress(t.db, alice.id, 'TX');
  productId = await insertProduct(t.db, { priceCents: 40_000, stock: 50, name: 'Whole House' });
});

async function placeOrder() {
  const { confirmed } = await client.pay(alice, [{ productId, quantity: 1 }]);
  expect(confirmed.statusCode).toBe(200);
  return (await client.call('GET', '/orders/myorders', alice)).json().data[0]._id as string;
}

const refund = (orderId: string, who: TestUser, amount: number) =>
  client.call('POST', `/admin/orders/${orderId}/refunds`, who, { amount, reason: 'Goodwill' });

describe('refunds by role', () => {
  it('support refunds up to $100 by default; above it 403 names the limit', async () => {
    const orderId = await placeOrder();
    const over = await refund(orderId, support, 100.01);
    expect(over.statusCode).toBe(403);
    expect(over.json()).toMatchObject({
      success: false,
      message: expect.stringContaining('at most $100.00'),
    });
    expect((await refund(orderId, support, 100)).statusCode).toBe(200);
    // The owner refunds any amount.
    expect((await refund(orderId, owner, 150)).statusCode).toBe(200);
  });

  it('the owner sets the limit; support follows it at once', async () => {
    const settings = await client.call('GET', '/admin/settings', owner);
    expect(settings.json().data).toMatchObject({ supportRefundLimit: 100 });
    const saved = await client.call('PUT', '/admin/settings', owner, { supportRefundLimit: 250 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ supportRefundLimit: 250 });
    const orderId = await placeOrder();
    expect((await refund(orderId, support, 200)).statusCode).toBe(200);
    const bad = await client.call('PUT', '/admin/settings', owner, { supportRefundLimit: -1 });
    expect(bad.statusCode).toBe(400);
    const byManager = await client.call(
      'PUT',
      '/admin/settings',
      await createTestUser(t.app, t.db, { staffRole: 'manager' }),
      { supportRefundLimit: 100_000 },
    );
    expect(byManager.statusCode).toBe(403);
  });

  it('fulfilment may not refund at all', async () => {
    const orderId = await placeOrder();
    const answer = await refund(orderId, fulfilment, 1);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toBe('You do not have access to this.');
  });
});

describe('the orders CSV by role', () => {
  const headerOf = (body: string) =>
    body
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]
      ?.split(',');

  it("fulfilment's file has no e-mail or phone column; the owner's has both", async () => {
    await placeOrder();
    const packer = await client.call('GET', '/admin/orders.csv', fulfilment);
    expect(packer.statusCode).toBe(200);
    const packerHeader = headerOf(packer.body);
    expect(packerHeader).not.toContain('E-mail');
    expect(packerHeader).not.toContain('Phone');
    expect(packerHeader).toContain('Street');
    expect(packer.body).not.toContain(alice.email);
    const full = await client.call('GET', '/admin/orders.csv', owner);
    expect(headerOf(full.body)).toEqual(expect.arrayContaining(['E-mail', 'Phone']));
    expect(full.body).toContain(alice.email);
    // Every row still lines up with its header.
    const rows = packer.body.trimEnd().split('\r\n').slice(1);
    for (const row of rows) expect(row.split(',').length).toBe(packerHeader?.length);
  });
});
