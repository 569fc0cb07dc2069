import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.ts';
import { HELMET_HEADERS } from '../test/helmet-headers.ts';
import { createTestApp, type TestApp, testConfig } from '../test/test-app.ts';

const COMMON_DIRECTIVES = [
  "default-src 'self'",
  "base-uri 'self'",
  "font-src 'self' https: data:",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "img-src 'self' data: blob: https:",
  "object-src 'none'",
];

const LOCAL_CSP = [
  ...COMMON_DIRECTIVES,
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "connect-src 'self'",
  "frame-src 'self'",
].join(';');

const PROVIDERS_CSP = [
  ...COMMON_DIRECTIVES,
  "script-src 'self' https://js.stripe.com https://*.js.stripe.com https://accounts.google.com/gsi/client",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style",
  'upgrade-insecure-requests',
  "connect-src 'self' https://api.stripe.com https://accounts.google.com/gsi/",
  "frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://accounts.google.com/gsi/",
].join(';');

const INDEX_HTML = '<!doctype html><title>ClearSpring</title><div id="root"></div>';

describe('security headers over plain http without payment or Google sign-in', () => {
  let t: TestApp;
  let webDistDir: string;
  beforeAll(async () => {
    webDistDir = mkdtempSync(join(tmpdir(), 'clearspring-web-'));
    writeFileSync(join(webDistDir, 'index.html'), INDEX_HTML);
    t = await createTestApp({ config: { webDistDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDistDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('sends the CSP and helmet headers on API answers, cached ones included', async () => {
    const url = '/api/v1/products?category=residential';
    for (const response of [await get('/api/v1/health'), await get(url), await get(url)]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers).toMatchObject({
        ...HELMET_HEADERS,
        'content-security-policy': LOCAL_CSP,
      });
      expect(response.headers).not.toHaveProperty('x-powered-by');
    }
  });

  it('sends them on errors too', async () => {
    for (const response of [await get('/api/v1/not-a-route'), await get('/api/v1/products/x')]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false });
      expect(response.headers).toMatchObject({
        ...HELMET_HEADERS,
        'content-security-policy': LOCAL_CSP,
      });
    }
  });

  it('serves the web app under the same policy', async () => {
    const response = await get('/shoppingCart');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['content-security-policy']).toBe(LOCAL_CSP);
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('lets the API docs keep their own CSP, without the upgrade over http', async () => {
    const response = await get('/api/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject(HELMET_HEADERS);
    expect(response.headers['content-security-policy']).toContain("img-src 'self' data:");
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });
});

describe('security headers over https with Stripe and Google sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        publicUrl: 'https://shop.example',
        googleClientId: 'google-client-id',
        stripe: { ...testConfig().stripe, publishableKey: 'pk_test_123' },
      },
    });
  });
  afterAll(() => t.close());

  it('widens the CSP for the providers and upgrades insecure requests', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.headers).toMatchObject({
      ...HELMET_HEADERS,
      'content-security-policy': PROVIDERS_CSP,
    });
  });
});

describe('security headers with S3 image storage', () => {
  const s3: Config['s3'] = {
    bucket: 'shop-images',
    accessKeyId: 'AKIAEXAMPLE',
    secretAccessKey: 'secret-example',
    publicUrl: 'https://images.shop.example',
    endpoint: undefined,
    region: undefined,
  };
  const connectSrc = async (storage: Partial<Config['s3']>) => {
    const t = await createTestApp({ config: { s3: { ...s3, ...storage } } });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
      const csp = String(response.headers['content-security-policy']);
      return csp.split(';').find((directive) => directive.startsWith('connect-src'));
    } finally {
      await t.close();
    }
  };

  it("lets the browser PUT to the bucket's presigned origin on AWS", async () => {
    expect(await connectSrc({ region: 'us-east-2' })).toBe(
      "connect-src 'self' https://shop-images.s3.us-east-2.amazonaws.com",
    );
  });

  it("lets the browser PUT to an S3-compatible endpoint's origin", async () => {
    expect(await connectSrc({ endpoint: 'https://account123.r2.cloudflarestorage.com' })).toBe(
      "connect-src 'self' https://account123.r2.cloudflarestorage.com",
    );
  });
});
