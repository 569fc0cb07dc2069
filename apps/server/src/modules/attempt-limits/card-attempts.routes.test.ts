import { randomInt } from 'node:crypto';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { DEFAULT_SHOP_EMAIL } from '../contact/contact.routes.ts';
import { api, GOOD_CARD, insertProduct, saveAddress } from '../orders/commerce-fixtures.ts';

const DECLINED = { ...GOOD_CARD, number: '4000 0000 0000 0002' };
const redisUrl = process.env.TEST_REDIS_URL;

/** Redis outlives test runs: a random address starts from zero. */
const randomAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(256)}`;

function cardAttemptTests(redis: string | null) {
  let t: TestApp;
  let productId: string;
  beforeAll(async () => {
    t = await createTestApp({ config: { redisUrl: redis } });
    productId = await insertProduct(t.db, { priceCents: 2_000, stock: 100 });
  });
  afterAll(() => t.close());

  const saveCard = (user: TestUser, address: string, card = DECLINED) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/payment-methods',
      headers: user.headers,
      remoteAddress: address,
      payload: { card },
    });

  const statuses = async (count: number, attempt: () => Promise<{ statusCode: number }>) => {
    const found: number[] = [];
    for (let index = 0; index < count; index += 1) found.push((await attempt()).statusCode);
    return found;
  };

  const burstMails = (accountEmail: string) =>
    t.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.to, DEFAULT_SHOP_EMAIL),
          like(outbox.subject, 'Unusual activity%'),
          like(outbox.text, `%${accountEmail}%`),
        ),
      );

  it('answers 429 with Retry-After after 5 declines from one account, and tells the owner once', async () => {
    const user = await createTestUser(t.app, t.db);
    const address = randomAddress();
    const answers = await statuses(30, () => saveCard(user, address));
    expect(answers).toEqual([...Array(5).fill(402), ...Array(25).fill(429)]);
    const refused = await saveCard(user, address, GOOD_CARD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(
        /^Too many declined card attempts\. Please try again in 1[45] minutes\.$/,
      ),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    const mails = await burstMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Unusual activity: 5 declined card attempts from one account');
  });

  it('holds 10 declines per address across accounts; other addresses still try', async () => {
    const address = randomAddress();
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map(() => createTestUser(t.app, t.db)),
    );
    if (!first || !second || !third) throw new Error('users were not created');
    expect(await statuses(4, () => saveCard(first, address))).toEqual(Array(4).fill(402));
    expect(await statuses(4, () => saveCard(second, address))).toEqual(Array(4).fill(402));
    expect(await statuses(3, () => saveCard(third, address))).toEqual([402, 402, 429]);
    expect((await saveCard(third, randomAddress(), GOOD_CARD)).statusCode).toBe(200);
  });

  it('counts declined checkout payments with declined saves', async () => {
    const user = await createTestUser(t.app, t.db);
    await saveAddress(t.db, user.id);
    const address = randomAddress();
    const client = api(t.app);
    const pay = async (card: typeof GOOD_CARD) => {
      const intent = await client.intent(user, [{ productId, quantity: 1 }]);
      return t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/confirm',
        headers: user.headers,
        remoteAddress: address,
        payload: {
          paymentIntentId: intent.paymentIntentId,
          clientSecret: intent.clientSecret,
          card,
        },
      });
    };
    expect(await statuses(3, () => pay(DECLINED))).toEqual([402, 402, 402]);
    expect(await statuses(2, () => saveCard(user, address))).toEqual([402, 402]);
    const refused = await pay(GOOD_CARD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many declined card attempts/);
    expect(refused.headers['retry-after']).toBeDefined();
  });

  it('limits card setups to 10 per account in 15 minutes', async () => {
    const user = await createTestUser(t.app, t.db);
    const address = randomAddress();
    const setup = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payment-methods/setup-intent',
        headers: user.headers,
        remoteAddress: address,
      });
    // Test mode has no setups (409), but each try still counts.
    expect(await statuses(11, setup)).toEqual([...Array(10).fill(409), 429]);
    const refused = await setup();
    expect(refused.json()).toMatchObject({
      success: false,
      message: expect.stringMatching(/^Too many attempts to add a card\./),
    });
    expect(refused.headers['retry-after']).toBeDefined();
  });
}

describe('card attempts (declines counted in the database)', () => cardAttemptTests(null));

describe.skipIf(!redisUrl)('card attempts counted in Redis', () =>
  cardAttemptTests(redisUrl ?? null),
);
