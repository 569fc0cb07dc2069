import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, insertProduct, saveAddress } from '../modules/orders/commerce-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createTestUser } from '../test/test-users.ts';

describe('GET /metrics', () => {
  let open: TestApp;
  let guarded: TestApp;
  beforeAll(async () => {
    [open, guarded] = await Promise.all([
      createTestApp(),
      createTestApp({ config: { isProduction: true, metricsToken: 'scrape-token-0123456789' } }),
    ]);
  });
  afterAll(() => Promise.all([open.close(), guarded.close()]));

  it('counts requests by route and status, and reports outbox, orders and the process', async () => {
    await open.app.inject({ method: 'GET', url: '/api/v1/products' });
    await open.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    const response = await open.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/products",status="200"\} 1/,
    );
    expect(text).toMatch(
      /http_request_duration_seconds_count\{[^}]*route="unmatched",status="404"\}/,
    );
    expect(text).toContain('# TYPE shop_outbox_messages gauge');
    expect(text).toContain('# TYPE shop_orders gauge');
    expect(text).toContain('# TYPE shop_orders_total counter');
    expect(text).toContain('shop_reminder_sweeps_total');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('counts orders placed and refused, and payments by processor and outcome', async () => {
    const client = api(open.app);
    const buyer = await createTestUser(open.app, open.db);
    await saveAddress(open.db, buyer.id);
    const lastOne = await insertProduct(open.db, { priceCents: 900, stock: 1 });
    const items = [{ productId: lastOne, quantity: 1 }];
    const first = await client.intent(buyer, items);
    const second = await client.intent(buyer, items);
    expect((await client.confirm(buyer, first)).statusCode).toBe(200);
    // The last unit is gone: the second payment succeeds, its order is refused and refunded.
    expect((await client.confirm(buyer, second)).statusCode).toBe(409);
    const other = await insertProduct(open.db, { priceCents: 900, stock: 5 });
    const declined = { number: '4000 0000 0000 0002', expMonth: 12, expYear: 2099, cvc: '123' };
    const refused = await client.pay(buyer, [{ productId: other, quantity: 1 }], declined);
    expect(refused.confirmed.statusCode).toBe(402);
    const text = (await open.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(text).toContain('shop_orders_total{outcome="placed"} 1');
    expect(text).toContain('shop_orders_total{outcome="refused"} 1');
    expect(text).toContain('shop_payments_total{provider="test",outcome="succeeded"} 2');
    expect(text).toContain('shop_payments_total{provider="test",outcome="failed"} 1');
    expect(text).toContain('shop_payments_total{provider="test",outcome="refunded"} 1');
  });

  it('needs the bearer token in production', async () => {
    const without = await guarded.app.inject({ method: 'GET', url: '/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    const wrong = await guarded.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer not-the-token-at-all' },
    });
    expect(wrong.statusCode).toBe(401);
    const right = await guarded.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-token-0123456789' },
    });
    expect(right.statusCode).toBe(200);
    expect(right.body).toContain('http_request_duration_seconds');
  });
});
