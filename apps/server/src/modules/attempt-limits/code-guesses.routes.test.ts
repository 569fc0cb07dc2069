import { randomInt } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { DEFAULT_SHOP_EMAIL } from '../contact/contact.routes.ts';
import { api, insertProduct } from '../orders/commerce-fixtures.ts';

const redisUrl = process.env.TEST_REDIS_URL;

/** Redis outlives test runs: a random address starts from zero. */
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;

function codeGuessTests(redis: string | null) {
  let t: TestApp;
  let productId: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { redisUrl: redis } });
    productId = await insertProduct(t.db, { priceCents: 10_000, stock: 100 });
    const admin = await createTestUser(t.app, t.db, { role: 'admin' });
    const code = { code: 'REAL10', kind: 'percentage', value: 10 };
    await api(t.app).call('POST', '/admin/discounts', admin, code);
  });
  afterAll(() => t.close());

  const shopper = async () => {
    const user = await createTestUser(t.app, t.db);
    await api(t.app).call('POST', '/cart/items', user, { productId, quantity: 1 });
    return user;
  };

  const tryCode = (user: TestUser, address: string, code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/cart/discount',
      headers: user.headers,
      remoteAddress: address,
      payload: { code },
    });

  const guesses = async (user: TestUser, address: string, count: number) => {
    const found: number[] = [];
    for (let index = 0; index < count; index += 1) {
      found.push((await tryCode(user, address, `GUESS${index}X`)).statusCode);
    }
    return found;
  };

  it('answers 429 with Retry-After after 10 unknown codes from one account, and tells the owner once', async () => {
    const user = await shopper();
    const address = randomAddress();
    expect(await guesses(user, address, 300)).toEqual([
      ...Array(10).fill(404),
      ...Array(290).fill(429),
    ]);
    // Even a real code waits: otherwise the guess that finds one would be answered.
    const refused = await tryCode(user, address, 'REAL10');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(
        /^Too many discount codes tried\. Please try again in 1[45] minutes\.$/,
      ),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    const mails = await t.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.to, DEFAULT_SHOP_EMAIL),
          like(outbox.subject, 'Unusual activity: 10 unknown discount codes tried%'),
          like(outbox.text, `%${user.email}%`),
        ),
      );
    expect(mails).toHaveLength(1);
  });

  it('leaves a shopper who mistypes a few codes alone, and holds 30 per address', async () => {
    const address = randomAddress();
    const typo = await shopper();
    expect(await guesses(typo, address, 3)).toEqual([404, 404, 404]);
    expect((await tryCode(typo, address, 'real10')).statusCode).toBe(200);
    const others = [await shopper(), await shopper(), await shopper()];
    const [first, second, third] = others as [TestUser, TestUser, TestUser];
    expect(await guesses(first, address, 9)).toEqual(Array(9).fill(404));
    expect(await guesses(second, address, 9)).toEqual(Array(9).fill(404));
    expect(await guesses(third, address, 10)).toEqual([...Array(9).fill(404), 429]);
  });
}

describe('discount code guesses (counted in the database)', () => codeGuessTests(null));

describe.skipIf(!redisUrl)('discount code guesses counted in Redis', () =>
  codeGuessTests(redisUrl ?? null),
);
