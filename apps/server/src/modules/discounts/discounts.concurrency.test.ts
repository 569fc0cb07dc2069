import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discounts, orders, paymentIntents, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/password.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { api, insertProduct } from '../orders/commerce-fixtures.ts';
import { issueSession } from '../sessions/issue-session.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// PGlite is one connection that runs one transaction at a time, so nothing can race there.
describe.skipIf(!onPostgres)('a limited code under concurrency (PostgreSQL only)', () => {
  let t: TestApp;
  let client: ReturnType<typeof api>;
  beforeAll(async () => {
    t = await createTestApp();
    client = api(t.app);
  });
  afterAll(() => t.close());

  async function customers(count: number): Promise<TestUser[]> {
    const passwordHash = await hashPassword('correct horse battery staple');
    const rows = await t.db
      .insert(users)
      .values(
        Array.from({ length: count }, (_, index) => ({
          name: `Coupon racer ${index}`,
          email: `coupon-${index}-${crypto.randomUUID().slice(0, 6)}@example.com`,
          passwordHash,
          street: '1 Main St',
          city: 'Cypress',
          state: 'TX',
          zip: '77433',
        })),
      )
      .returning({ id: users.id, email: users.email, tokenVersion: users.tokenVersion });
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        email: row.email ?? '',
        password: '',
        role: 'user' as const,
        headers: {
          authorization: `Bearer ${await issueSession(t.db, t.app.sessionTokens, row)}`,
        },
      })),
    );
  }

  it('50 customers pay with a code limited to 10 uses: exactly 10 orders carry it, 40 are refunded', async () => {
    const admin = await createTestUser(t.app, t.db, { role: 'admin' });
    const productId = await insertProduct(t.db, { priceCents: 5_000, stock: 1_000 });
    await client.call('POST', '/admin/discounts', admin, {
      code: 'FIRST10',
      kind: 'fixed',
      value: 10,
      usageLimit: 10,
    });
    const racers = await customers(50);
    const intents: Awaited<ReturnType<typeof client.intent>>[] = [];
    for (const racer of racers) {
      await client.call('POST', '/cart/items', racer, { productId, quantity: 1 });
      await client.call('POST', '/cart/discount', racer, { code: 'FIRST10' });
      intents.push(await client.intent(racer));
    }
    // 50 - 10 = 40 + 9.95 shipping + 8.25% of 40 = 3.30
    expect(new Set(intents.map((intent) => intent.amount))).toEqual(new Set([53.25]));
    const answers = await Promise.all(
      racers.map((racer, index) =>
        client.confirm(racer, intents[index] as (typeof intents)[number]),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(40);
    expect(new Set(refused.map((answer) => answer.json().message))).toEqual(
      new Set(['This discount code has reached its usage limit.']),
    );
    const placed = await t.db
      .select()
      .from(orders)
      .where(
        inArray(
          orders.userId,
          racers.map((racer) => racer.id),
        ),
      );
    expect(placed).toHaveLength(10);
    expect(
      placed.every((order) => order.discountCode === 'FIRST10' && order.discountCents === 1_000),
    ).toBe(true);
    const [code] = await t.db.select().from(discounts).where(eq(discounts.code, 'FIRST10'));
    expect(code?.usedCount).toBe(10);
    const canceled = await t.db
      .select({ id: paymentIntents.id })
      .from(paymentIntents)
      .where(eq(paymentIntents.status, 'canceled'));
    expect(canceled).toHaveLength(40);
  }, 90_000);
});
