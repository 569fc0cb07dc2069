import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentIntents, users } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { api, GOOD_CARD, insertProduct } from '../orders/commerce-fixtures.ts';
import { CODE_USED_BY_YOU } from './discount-rules.ts';

const MASTERCARD = { ...GOOD_CARD, number: '5555 5555 5555 4444' };
type Place = { street: string; city: string; state: string; zip: string };

describe('a once-per-customer code and a second account of the same person', () => {
  let t: TestApp;
  let client: ReturnType<typeof api>;
  let admin: TestUser;
  let productId: string;
  beforeAll(async () => {
    t = await createTestApp();
    client = api(t.app);
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
    productId = await insertProduct(t.db, { priceCents: 10_000, stock: 100 });
  });
  afterAll(() => t.close());

  let codes = 0;
  const newCode = async () => {
    codes += 1;
    const code = `ONCE${codes}`;
    const created = await client.call('POST', '/admin/discounts', admin, {
      code,
      kind: 'percentage',
      value: 20,
      perCustomerLimit: 1,
    });
    expect(created.statusCode).toBe(200);
    return code;
  };

  const account = async (place: Place) => {
    const user = await createTestUser(t.app, t.db);
    await t.db
      .update(users)
      .set({ name: 'Pat Doe', ...place })
      .where(eq(users.id, user.id));
    await client.call('POST', '/cart/items', user, { productId, quantity: 1 });
    return user;
  };

  const useCode = async (user: TestUser, code: string, card = GOOD_CARD) => {
    const applied = await client.call('POST', '/cart/discount', user, { code });
    if (applied.statusCode !== 200) return applied;
    return (await client.pay(user, undefined, card)).confirmed;
  };

  const home = { street: '12 Oak Street, Apartment 4', city: 'Cypress', state: 'TX', zip: '77433' };

  it('refuses the code to a second account shipping to the same address however it is typed', async () => {
    const code = await newCode();
    const first = await account(home);
    expect((await useCode(first, code)).statusCode).toBe(200);
    const second = await account({ ...home, street: '12  oak st.  apt #4', city: 'CYPRESS' });
    const refused = await useCode(second, code, MASTERCARD);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      success: false,
      message: CODE_USED_BY_YOU,
      code: 'CONFLICT',
    });
    const orders = (await client.call('GET', '/orders/myorders', second)).json().data;
    expect(orders).toEqual([]);
  });

  it('refuses the code at payment to a second account paying with the same card, and refunds it', async () => {
    const code = await newCode();
    const first = await account({ ...home, street: '1 Elm Avenue' });
    expect((await useCode(first, code)).statusCode).toBe(200);
    const second = await account({ ...home, street: '99 Pine Road', zip: '77002' });
    const refused = await useCode(second, code, { ...GOOD_CARD, number: '4242424242424242' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: CODE_USED_BY_YOU });
    const payments = await t.db
      .select({ status: paymentIntents.status })
      .from(paymentIntents)
      .where(eq(paymentIntents.userId, second.id));
    expect(payments).toEqual([{ status: 'canceled' }]);
    const orders = (await client.call('GET', '/orders/myorders', second)).json().data;
    expect(orders).toEqual([]);
  });

  it('still lets a different person, at another address with another card, use it', async () => {
    const code = await newCode();
    const first = await account({ ...home, street: '5 Birch Lane' });
    expect((await useCode(first, code)).statusCode).toBe(200);
    const neighbour = await account({ ...home, street: '7 Birch Lane' });
    expect((await useCode(neighbour, code, MASTERCARD)).statusCode).toBe(200);
    const [order] = (await client.call('GET', '/orders/myorders', neighbour)).json().data;
    expect(order).toMatchObject({ discountCode: code, discount: 20 });
  });
});
