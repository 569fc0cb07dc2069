import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { api, insertProduct, saveAddress } from '../orders/commerce-fixtures.ts';

/** An address saved before the state list (a state's name, a ZIP the lookup does not know). */
describe('an order shipped to an address saved before the state list', () => {
  let t: TestApp;
  let client: ReturnType<typeof api>;
  let admin: TestUser;
  let customer: TestUser;
  let orderId: string;
  beforeAll(async () => {
    t = await createTestApp();
    client = api(t.app);
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
    customer = await createTestUser(t.app, t.db);
    await saveAddress(t.db, customer.id, 'Texas', '00000');
    const productId = await insertProduct(t.db, { priceCents: 2_000, stock: 5 });
    const { confirmed } = await client.pay(customer, [{ productId, quantity: 1 }]);
    expect(confirmed.statusCode).toBe(200);
    orderId = (await client.call('GET', '/orders/myorders', customer)).json().data[0]._id;
  });
  afterAll(() => t.close());

  it('opens in the back office with the address as recorded', async () => {
    const response = await client.call('GET', `/admin/orders/${orderId}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.shippingAddress).toEqual({
      street: '1 Main St',
      city: 'Cypress',
      state: 'Texas',
      zip: '00000',
    });
  });

  it("shows on the customer's page in the back office", async () => {
    const response = await client.call('GET', `/admin/customers/${customer.id}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.addresses).toContainEqual({
      street: '1 Main St',
      city: 'Cypress',
      state: 'Texas',
      zip: '00000',
    });
  });
});
