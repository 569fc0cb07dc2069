import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { api, insertProduct, saveAddress } from './commerce-fixtures.ts';

describe('order numbers', () => {
  let t: TestApp;
  let client: ReturnType<typeof api>;
  let alice: TestUser;
  let phoneOnly: TestUser;
  let admin: TestUser;
  let kitId: string;
  beforeAll(async () => {
    t = await createTestApp();
    client = api(t.app);
    alice = await createTestUser(t.app, t.db, { name: 'Alice' });
    phoneOnly = await createTestUser(t.app, t.db, { name: 'Pat' });
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
    await t.db
      .update(users)
      .set({ email: null, phoneNumber: '+15125550123' })
      .where(eq(users.id, phoneOnly.id));
    await saveAddress(t.db, alice.id, 'TX');
    await saveAddress(t.db, phoneOnly.id, 'CA');
    kitId = await insertProduct(t.db, { priceCents: 1_500, stock: 20, name: 'Test Kit' });
  });
  afterAll(() => t.close());

  const placeOrder = async (user: TestUser) => {
    const items = [{ productId: kitId, quantity: 1 }];
    const { intent } = await client.pay(user, items);
    const res = await client.order(user, items, intent.paymentIntentId);
    expect(res.statusCode).toBe(200);
    return res.json().data as { _id: string; orderNumber: number };
  };
  const messagesTo = (to: string) => t.db.select().from(outbox).where(eq(outbox.to, to));

  it('hardening 11: orders get #1001, #1002 in the API, e-mails and SMS; the UUID stays the id', async () => {
    const first = await placeOrder(alice);
    const second = await placeOrder(phoneOnly);
    expect(first).toMatchObject({ orderNumber: 1001 });
    expect(first._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.orderNumber).toBe(1002);

    const mine = (await client.call('GET', '/orders/myorders', alice)).json().data;
    expect(mine.map((order: { orderNumber: number }) => order.orderNumber)).toEqual([1001]);
    const all = (await client.call('GET', '/orders', admin)).json().data;
    expect(all.map((order: { orderNumber: number }) => order.orderNumber)).toEqual([1002, 1001]);

    const [confirmation] = await messagesTo(alice.email);
    expect(confirmation?.subject).toBe('Your ClearSpring order #1001 is confirmed');
    const [sms] = await messagesTo('+15125550123');
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms?.text).toContain('#1002');

    await client.call('PUT', `/orders/${first._id}/status`, admin, { status: 'Shipped' });
    const shipped = (await messagesTo(alice.email)).find((mail) =>
      mail.subject?.includes('shipped'),
    );
    expect(shipped?.text).toContain('Your order #1001 has shipped.');
  });
});
