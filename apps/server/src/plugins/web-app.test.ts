import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';

const INDEX_HTML =
  '<!doctype html><html><head><title>ClearSpring</title></head><body><div id="root"></div></body></html>';
const APP_JS = 'console.info("app");';

describe('serving the built web app', () => {
  let t: TestApp;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = mkdtempSync(join(tmpdir(), 'clearspring-web-'));
    mkdirSync(join(webDistDir, 'assets'));
    // As the web build writes them: each text file with its .br and .gz beside it.
    for (const [file, text] of [
      ['index.html', INDEX_HTML],
      [join('assets', 'index-3f9a.js'), APP_JS],
    ] as const) {
      writeFileSync(join(webDistDir, file), text);
      writeFileSync(join(webDistDir, `${file}.br`), brotliCompressSync(text));
      writeFileSync(join(webDistDir, `${file}.gz`), gzipSync(text));
    }
    t = await createTestApp({ config: { webDistDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('serves index.html at / with the home page head, without caching it', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<title>ClearSpring Water</title>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves fingerprinted assets as immutable for a year', async () => {
    const response = await get('/assets/index-3f9a.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the pre-compressed script the client accepts, brotli first', async () => {
    const br = await get('/assets/index-3f9a.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/javascript|^text\/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(APP_JS);

    const gzip = await get('/assets/index-3f9a.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(APP_JS);
  });

  it('sends the plain file, still varying on Accept-Encoding, to a client without compression', async () => {
    const response = await get('/assets/index-3f9a.js', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(APP_JS);
  });

  it('compresses index.html for client routes and keeps it uncached', async () => {
    const response = await get('/shoppingCart', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('<div id="root">');
  });

  it('answers client routes with index.html so the router can resolve them', async () => {
    for (const url of ['/log', '/shoppingCart', '/products?q=filter', '/admin/orders']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="root"></div>');
    }
  });

  it('keeps 404s for missing assets and unknown API paths', async () => {
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    const api = await get('/api/v1/not-a-route');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
