import { priceOrder } from '@shop/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, paymentIntents, products, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/password.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { TestUser } from '../../test/test-users.ts';
import { issueSession } from '../sessions/issue-session.ts';
import { api, insertProduct } from './commerce-fixtures.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

// PGlite is one connection that runs one transaction at a time, so nothing can race there.
describe.skipIf(!onPostgres)(
  'checkout under concurrency (PostgreSQL only: PGlite cannot race)',
  () => {
    let t: TestApp;
    let client: ReturnType<typeof api>;
    beforeAll(async () => {
      t = await createTestApp();
      client = api(t.app);
    });
    afterAll(() => t.close());

    /** Many customers at once: one argon2 hash shared by all, inserted in one statement. */
    async function customers(count: number): Promise<TestUser[]> {
      const passwordHash = await hashPassword('correct horse battery staple');
      const rows = await t.db
        .insert(users)
        .values(
          Array.from({ length: count }, (_, index) => ({
            name: `Racer ${index}`,
            email: `racer-${index}-${crypto.randomUUID().slice(0, 6)}@example.com`,
            passwordHash,
            street: '1 Main St',
            city: 'Cypress',
            state: 'TX',
            zip: '77433',
          })),
        )
        .returning({ id: users.id, email: users.email, tokenVersion: users.tokenVersion });
      return Promise.all(
        rows.map(async (row) => {
          const token = await issueSession(t.db, t.app.sessionTokens, row);
          return {
            id: row.id,
            email: row.email ?? '',
            password: '',
            role: 'user' as const,
            headers: { authorization: `Bearer ${token}` },
          };
        }),
      );
    }

    /** A paid test-mode intent for exactly the server's total (as /payments/confirm leaves it). */
    async function paidIntent(userId: string, lines: { priceCents: number; quantity: number }[]) {
      const { totalCents } = priceOrder(
        lines.map((line) => ({ unitPriceCents: line.priceCents, quantity: line.quantity })),
        'TX',
      );
      const [row] = await t.db
        .insert(paymentIntents)
        .values({ userId, amountCents: totalCents, status: 'succeeded', clientSecret: 'unused' })
        .returning({ id: paymentIntents.id });
      return row?.id ?? '';
    }

    it('200 customers race for 10 in stock: exactly 10 orders, stock 0, 190 clear 409s', async () => {
      const productId = await insertProduct(t.db, {
        priceCents: 3_000,
        stock: 10,
        name: 'Hot Filter',
      });
      const racers = await customers(200);
      const intents = await Promise.all(
        racers.map((racer) => paidIntent(racer.id, [{ priceCents: 3_000, quantity: 1 }])),
      );
      const answers = await Promise.all(
        racers.map((racer, index) =>
          client.order(racer, [{ productId, quantity: 1 }], intents[index] ?? ''),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      const refused = answers.filter((answer) => answer.statusCode === 409);
      expect(refused).toHaveLength(190);
      expect(new Set(refused.map((answer) => answer.json().message))).toEqual(
        new Set(['Sorry, Hot Filter just sold out.']),
      );
      const [product] = await t.db.select().from(products).where(eq(products.id, productId));
      expect(product?.stock).toBe(0);
      const sold = await t.db.select().from(orderItems).where(eq(orderItems.productId, productId));
      expect(sold).toHaveLength(10);
      const refunded = await t.db
        .select()
        .from(paymentIntents)
        .where(and(inArray(paymentIntents.id, intents), eq(paymentIntents.status, 'canceled')));
      expect(refunded).toHaveLength(190);
    }, 60_000);

    it('carts holding A,B and B,A ordering at the same time never deadlock', async () => {
      const a = await insertProduct(t.db, { priceCents: 1_000, stock: 1_000, name: 'A' });
      const b = await insertProduct(t.db, { priceCents: 2_000, stock: 1_000, name: 'B' });
      const [first, second] = (await customers(2)) as [TestUser, TestUser];
      const rounds = 20;
      const forward = [
        { productId: a, quantity: 1 },
        { productId: b, quantity: 1 },
      ];
      const backward = [...forward].reverse();
      const lines = [
        { priceCents: 1_000, quantity: 1 },
        { priceCents: 2_000, quantity: 1 },
      ];
      for (let round = 0; round < rounds; round += 1) {
        const jobs = await Promise.all(
          [first, second, first, second].map(async (who, index) => ({
            who,
            items: index % 2 === 0 ? forward : backward,
            intent: await paidIntent(who.id, lines),
          })),
        );
        const answers = await Promise.all(
          jobs.map((job) => client.order(job.who, job.items, job.intent)),
        );
        expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
      }
      const placed = await t.db
        .select({ id: orders.id })
        .from(orders)
        .where(inArray(orders.userId, [first.id, second.id]));
      expect(placed).toHaveLength(rounds * 4);
      const stock = await t.db
        .select({ stock: products.stock })
        .from(products)
        .where(inArray(products.id, [a, b]));
      expect(stock.map((row) => row.stock)).toEqual([1_000 - rounds * 4, 1_000 - rounds * 4]);
    }, 60_000);
  },
);
