import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, insertProduct, saveAddress } from '../modules/orders/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestUser, type TestUser } from '../test/test-users.ts';

type Doc = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

const NOBODY = '00000000-0000-0000-0000-000000000000';

/** A client generated from /api/docs/json must know every status an operation really answers. */
describe('the statuses the document lists', () => {
  let t: TestApp;
  let client: ReturnType<typeof api>;
  let doc: Doc;
  let customer: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    client = api(t.app);
    doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    customer = await createTestUser(t.app, t.db);
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
    await saveAddress(t.db, customer.id, 'TX');
  });
  afterAll(() => t.close());

  /** Sends the request, checks its status, and that the operation documents that status. */
  async function expectDocumented(
    [method, path, url]: [method: 'GET' | 'POST' | 'PUT', path: string, url?: string],
    user: TestUser | undefined,
    body: object | undefined,
    status: number,
  ) {
    const response = await client.call(method, url ?? path, user, body);
    expect(response.statusCode, `${method} ${url ?? path}: ${response.body}`).toBe(status);
    const operation = doc.paths[`/api/v1${path}`]?.[method.toLowerCase()];
    const documented = Object.keys(operation?.responses ?? {});
    expect(documented, `${method} ${path}`).toContain(String(status));
  }

  it('for the customer: ZIP check, discount code, tracker, auto-replace and payment', async () => {
    await expectDocumented(
      ['GET', '/waterquality/tds', '/waterquality/tds?zip=00000'],
      undefined,
      undefined,
      404,
    );
    await client.call('POST', '/admin/discounts', admin, {
      code: 'BIG50',
      kind: 'fixed',
      value: 10,
      minSubtotal: 50,
    });
    await expectDocumented(['POST', '/cart/discount'], customer, { code: 'NOPE' }, 404);
    await expectDocumented(['POST', '/cart/discount'], customer, { code: 'BIG50' }, 409);
    const tracked = { productId: NOBODY, customName: 'Kitchen' };
    await expectDocumented(['POST', '/trackers/tracked-products'], customer, tracked, 404);
    const plan = { trackedPartId: NOBODY };
    await expectDocumented(['POST', '/subscriptions'], customer, plan, 404);
    const quote = `/subscriptions/quote?trackedPartId=${NOBODY}`;
    await expectDocumented(['GET', '/subscriptions/quote', quote], customer, undefined, 404);
    const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2099, cvc: '123' };
    const payment = { paymentIntentId: 'pi_unknown', clientSecret: 'secret', card };
    await expectDocumented(['POST', '/payments/confirm'], customer, payment, 404);
  });

  it('for an order: installing a line twice; the back office: a code taken twice, actions the order is past', async () => {
    const code = { code: 'TWICE', kind: 'percentage', value: 10 };
    await expectDocumented(['POST', '/admin/discounts'], admin, code, 200);
    await expectDocumented(['POST', '/admin/discounts'], admin, code, 409);
    const productId = await insertProduct(t.db, { priceCents: 2_000, stock: 5, type: 'filter' });
    await client.pay(customer, [{ productId, quantity: 1 }]);
    const [order] = (await client.call('GET', '/orders/myorders', customer)).json().data;
    const install = `/orders/${order._id}/items/${order.orderItems[0]._id}/install`;
    const route = '/orders/{orderId}/items/{orderItemId}/install';
    await expectDocumented(['PUT', route, install], customer, { customFilterName: 'Sink' }, 200);
    await expectDocumented(['PUT', route, install], customer, { customFilterName: 'Sink' }, 409);
    const path = (action: string) => `/admin/orders/${order._id}/${action}`;
    const refund = { amount: 1_000, reason: 'Too much' };
    await expectDocumented(
      ['POST', '/admin/orders/{id}/refunds', path('refunds')],
      admin,
      refund,
      409,
    );
    await expectDocumented(
      ['POST', '/admin/orders/{id}/deliver', path('deliver')],
      admin,
      undefined,
      200,
    );
    await expectDocumented(
      ['POST', '/admin/orders/{id}/deliver', path('deliver')],
      admin,
      undefined,
      409,
    );
    const ship = { carrier: 'UPS', trackingNumber: '1Z999' };
    await expectDocumented(['POST', '/admin/orders/{id}/ship', path('ship')], admin, ship, 409);
    const cancel = { reason: 'Changed mind' };
    await expectDocumented(
      ['POST', '/admin/orders/{id}/cancel', path('cancel')],
      admin,
      cancel,
      409,
    );
  });
});
