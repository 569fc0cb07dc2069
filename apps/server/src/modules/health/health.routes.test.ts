import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

describe('GET /api/v1/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports ok and which database it runs on', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: { status: 'ok', db: t.dbKind } });
    expect(t.dbKind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('sends the security headers with a CSP the web app works under', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/v1/products');
  });
});

describe('GET /api/v1/health/live and /health/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers live without the database, ready with the applied migration', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    expect(live.json()).toEqual({ success: true, data: { status: 'ok' } });
    const ready = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().data).toMatchObject({
      status: 'ok',
      db: t.dbKind,
      migration: expect.stringMatching(/^\d{4}_/),
      singleInstance: t.dbKind === 'pglite',
    });
  });

  it('returns a request id, keeping a well-formed one the proxy sent', async () => {
    const live = () => t.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    const [first, second] = [await live(), await live()];
    // this process's random prefix, then a count in base 36
    const ownId = /^([\w-]{6})-([0-9a-z]+)$/;
    const [, prefix, count] = String(first.headers['x-request-id']).match(ownId) ?? [];
    const next = (Number.parseInt(count!, 36) + 1).toString(36);
    expect(second.headers['x-request-id']).toBe(`${prefix}-${next}`);
    const passed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/health/live',
      headers: { 'x-request-id': 'edge-42' },
    });
    expect(passed.headers['x-request-id']).toBe('edge-42');
  });

  it('turns ready to 503 while draining, live stays up, and responses close the connection', async () => {
    t.app.lifecycle.startDraining();
    const ready = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      success: false,
      message: 'The server is shutting down.',
      code: 'SERVICE_UNAVAILABLE',
    });
    const live = await t.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.headers.connection).toBe('close');
  });
});

describe('the log of a drain', () => {
  const lines: Array<{ level: number; msg: string; err?: unknown }> = [];
  let t: TestApp;
  beforeAll(async () => {
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line)) },
    );
    t = await createTestApp({ logger });
  });
  afterAll(() => t.close());

  it('hardening 30.28: says once, at info, that it drains; its readiness 503s are no errors', async () => {
    lines.length = 0;
    t.app.lifecycle.startDraining();
    t.app.lifecycle.startDraining();
    for (let probe = 0; probe < 6; probe += 1) {
      const ready = await t.app.inject({ method: 'GET', url: '/api/v1/health/ready' });
      expect(ready.statusCode).toBe(503);
    }
    const INFO = 30;
    expect(lines.filter((line) => line.level > INFO)).toEqual([]);
    expect(lines.filter((line) => line.msg === 'stopping: readiness now answers 503')).toEqual([
      expect.objectContaining({ level: INFO }),
    ]);
    expect(lines.filter((line) => line.err !== undefined)).toEqual([]);
  });
});
