import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

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
    expect(text).toContain('shop_reminder_sweeps_total');
    expect(text).toContain('process_resident_memory_bytes');
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
