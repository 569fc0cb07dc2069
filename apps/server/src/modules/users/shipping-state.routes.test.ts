import { UNKNOWN_STATE_MESSAGE } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { api, insertProduct, saveAddress } from '../orders/commerce-fixtures.ts';

let t: TestApp;
let client: ReturnType<typeof api>;
let customer: TestUser;
let productId: string;

beforeAll(async () => {
  t = await createTestApp();
  client = api(t.app);
  customer = await createTestUser(t.app, t.db);
  productId = await insertProduct(t.db, { priceCents: 10_000, stock: 10 });
});
afterAll(() => t.close());

const saveShipping = (state: string, zip = '77429') =>
  client.call('PUT', '/users/me', customer, {
    address: { street: '1 Spring Rd', city: 'Cypress', state, zip },
  });
const taxOnOneHundredDollars = async () =>
  (
    await client.call('POST', '/checkout/quote', customer, { items: [{ productId, quantity: 1 }] })
  ).json().data.tax;

describe('hardening 8: the shipping state is one of the US states and matches the ZIP', () => {
  it('hardening 8: refuses a made-up state and a ZIP of another state; taxes the real one', async () => {
    for (const state of ['ZZ', 'T.X.', 'Texas']) {
      const refused = await saveShipping(state);
      expect(refused.statusCode, state).toBe(400);
      expect(refused.json()).toMatchObject({
        success: false,
        message: `address.state: ${UNKNOWN_STATE_MESSAGE}`,
      });
    }
    const mismatch = await saveShipping('CA');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(
      'ZIP code 77429 is in Texas, not California. Please check the state and ZIP code.',
    );

    const saved = await saveShipping(' tx ');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.address.state).toBe('TX');
    expect(await taxOnOneHundredDollars()).toBe(8.25);
  });

  it('hardening 8: an address saved before the list is taxed by the state of its ZIP', async () => {
    await saveAddress(t.db, customer.id, 'T.X.', '77429');
    expect(await taxOnOneHundredDollars()).toBe(8.25);
  });
});
