import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const INDEX_HTML = `<!doctype html><html><head><meta charset="UTF-8" />
<meta name="description" content="default" /><title>ClearSpring Water</title></head>
<body><div id="root"></div></body></html>`;

describe('cached rendered pages, written before Fastify', () => {
  let t: TestApp;
  let origin: string;
  let webDistDir: string;
  const seenByFastify: string[] = [];
  beforeAll(async () => {
    webDistDir = mkdtempSync(join(tmpdir(), 'clearspring-cached-pages-'));
    writeFileSync(join(webDistDir, 'index.html'), INDEX_HTML);
    t = await createTestApp({
      config: { webDistDir },
      addRoutes: (app) =>
        app.addHook('onRequest', (request, _reply, done) => {
          seenByFastify.push(request.url);
          done();
        }),
    });
    origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  const get = (path: string, encoding: string) =>
    fetch(`${origin}${path}`, { headers: { 'accept-encoding': encoding } });
  const headersOf = (response: Response) => {
    const { 'x-request-id': _id, date: _date, ...rest } = Object.fromEntries(response.headers);
    return rest;
  };
  const fastifyCalls = (path: string) => seenByFastify.filter((url) => url === path).length;

  it.each(['br', 'gzip', 'identity'])(
    'answers a repeated page (%s) with the bytes and headers Fastify sent the first time',
    async (encoding) => {
      const path = `/residential?sort=price-asc&e=${encoding}`;
      const first = await get(path, encoding);
      const second = await get(path, encoding);
      expect(fastifyCalls(path)).toBe(1);
      expect(second.status).toBe(200);
      expect(headersOf(second)).toEqual(headersOf(first));
      expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(second.headers.get('content-encoding')).toBe(
        encoding === 'identity' ? null : encoding,
      );
      expect(await second.text()).toBe(await first.text());
    },
  );

  it('gives each encoding its own bytes from one cached page', async () => {
    const path = '/commercial';
    await get(path, 'br');
    const plain = await get(path, 'identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('<title>');
  });

  it("keeps a not-found page's 404 on the repeated answer", async () => {
    const path = '/product/00000000-0000-4000-8000-000000000000';
    const first = await get(path, 'gzip');
    const second = await get(path, 'gzip');
    expect(first.status).toBe(404);
    expect(second.status).toBe(404);
    expect(fastifyCalls(path)).toBe(1);
  });

  it('leaves pages the not-found handler sent to Fastify every time', async () => {
    const path = '/no-such-page';
    await get(path, 'gzip');
    const again = await get(path, 'gzip');
    expect(again.status).toBe(404);
    expect(fastifyCalls(path)).toBe(2);
  });
});
