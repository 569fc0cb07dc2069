import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { api, GOOD_CARD, insertProduct, saveAddress } from '../orders/commerce-fixtures.ts';
import { NOT_KEPT } from './payment-methods.service.ts';

/**
 * Issue 39.6: POST /orders with saveCard keeps the card that paid (its intent created with
 * saveCard, as Stripe's setup_future_usage); GET /payment-methods then lists it. Without the
 * flag no card is kept. The test-mode processor.
 */
describe('Save this card at checkout (test processor)', () => {
  let t: TestApp;
  let kitId: string;
  const client = () => api(t.app);
  const items = () => [{ productId: kitId, quantity: 1 }];

  beforeAll(async () => {
    t = await createTestApp();
    kitId = await insertProduct(t.db, { priceCents: 1_500, stock: 50, name: 'Test Kit' });
  });
  afterAll(() => t.close());

  async function shopper(): Promise<TestUser> {
    const user = await createTestUser(t.app, t.db, { verified: true });
    await saveAddress(t.db, user.id);
    return user;
  }

  async function paid(user: TestUser, saveCard: boolean) {
    const created = await client().call('POST', '/payments/create-payment-intent', user, {
      items: items(),
      ...(saveCard ? { saveCard: true } : {}),
    });
    expect(created.statusCode, created.body).toBe(200);
    const intent = created.json().data;
    expect((await client().confirm(user, intent, GOOD_CARD)).statusCode).toBe(200);
    return intent.paymentIntentId as string;
  }

  const placeOrder = (user: TestUser, paymentIntentId: string, saveCard?: boolean) =>
    client().call('POST', '/orders', user, {
      orderItems: items(),
      paymentIntentId,
      paymentMethod: 'Card (test mode)',
      ...(saveCard === undefined ? {} : { saveCard }),
    });

  const cardsOf = async (user: TestUser) =>
    (await client().call('GET', '/payment-methods', user)).json().data as Array<{
      brand: string;
      last4: string;
      isDefault: boolean;
    }>;

  it('keeps the card that paid, once, when the order says saveCard', async () => {
    const user = await shopper();
    const intentId = await paid(user, true);
    const placed = await placeOrder(user, intentId, true);
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data).toMatchObject({ source: 'checkout', planIds: [] });
    expect(await cardsOf(user)).toEqual([
      expect.objectContaining({ brand: 'visa', last4: '4242', isDefault: true }),
    ]);
    // The browser's retry answers the same order and keeps no second card.
    const again = await placeOrder(user, intentId, true);
    expect(again.json().data._id).toBe(placed.json().data._id);
    expect(await cardsOf(user)).toHaveLength(1);
  });

  it('keeps no card without the flag, even from a payment set up to keep it', async () => {
    const user = await shopper();
    expect((await placeOrder(user, await paid(user, false))).statusCode).toBe(200);
    expect((await placeOrder(user, await paid(user, true), false)).statusCode).toBe(200);
    expect(await cardsOf(user)).toEqual([]);
  });

  it('a payment not set up to keep its card: the order stands, the answer says why (409)', async () => {
    const user = await shopper();
    const intentId = await paid(user, false);
    const refused = await placeOrder(user, intentId, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: NOT_KEPT });
    expect(await cardsOf(user)).toEqual([]);
    const mine = (await client().call('GET', '/orders/myorders', user)).json().data;
    expect(mine).toHaveLength(1);
  });
});
