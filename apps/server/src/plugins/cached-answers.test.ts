import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger.ts';
import { catalogueCache } from '../modules/products/catalogue-cache.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const LISTING = '/api/v1/products?category=residential';

describe('cached catalogue answers, written before Fastify', () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  let t: TestApp;
  let origin: string;
  let peek: ReturnType<typeof vi.spyOn>;
  beforeAll(async () => {
    t = await createTestApp({ logger: createLogger({ logLevel: 'info', nodeEnv: 'test' }, sink) });
    origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
    peek = vi.spyOn(catalogueCache(t.db), 'peek');
  });
  afterAll(() => t.close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}${path}`, { headers });
  const headersOf = (response: Response) => {
    const { 'x-request-id': _id, date: _date, ...rest } = Object.fromEntries(response.headers);
    return rest;
  };
  const servedBeforeFastify = () => peek.mock.results.at(-1)?.value !== undefined;

  it('answers a repeated read with the bytes and headers Fastify sent the first time', async () => {
    const first = await get(LISTING);
    expect(servedBeforeFastify()).toBe(false);
    const second = await get(LISTING);
    expect(servedBeforeFastify()).toBe(true);
    expect(second.status).toBe(200);
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
  });

  it("keeps a proxy's request id, and logs and counts the request as Fastify's path does", async () => {
    const answered = await get(LISTING, { 'x-request-id': 'proxy-id-1' });
    expect(servedBeforeFastify()).toBe(true);
    expect(answered.headers.get('x-request-id')).toBe('proxy-id-1');
    await new Promise((resolve) => setImmediate(resolve));
    const logged = lines.filter((line) => line.msg === 'request');
    const fromFastify = logged.at(0)!;
    const fromCache = logged.at(-1)!;
    expect(fromCache).toMatchObject({
      level: 30,
      reqId: 'proxy-id-1',
      method: 'GET',
      url: LISTING,
      route: '/api/v1/products',
      statusCode: 200,
      remoteAddress: '127.0.0.1',
    });
    expect(Object.keys(fromCache)).toEqual(Object.keys(fromFastify));
    const metrics = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/v1/products",status="200"} 3',
    );
  });

  it('leaves other methods to Fastify', async () => {
    const peeked = peek.mock.calls.length;
    const head = await fetch(`${origin}${LISTING}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(peek.mock.calls.length).toBe(peeked);
  });

  it('tells kept-alive clients to close while the server drains', async () => {
    t.app.lifecycle.startDraining();
    const answered = await get(LISTING);
    expect(servedBeforeFastify()).toBe(true);
    expect(answered.headers.get('connection')).toBe('close');
  });
});
