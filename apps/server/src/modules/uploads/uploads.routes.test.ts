import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalImageStorage } from '../../adapters/storage/local-image-storage.ts';
import { testS3Settings } from '../../test/fake-s3-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

describe('image uploads (local storage)', () => {
  let t: TestApp;
  let dataDir: string;
  let admin: TestUser;
  let customer: TestUser;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'uploads-test-'));
    t = await createTestApp({ config: { dataDir } });
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
    customer = await createTestUser(t.app, t.db);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const sign = (fileType: string, user: TestUser | null = admin) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/upload/sign-r2-upload?fileName=filter.png&fileType=${encodeURIComponent(fileType)}`,
      headers: user?.headers ?? {},
    });
  const signed = async (fileType = 'image/png') => (await sign(fileType)).json().data;
  const put = (url: string, body: Buffer, contentType = 'image/png') =>
    t.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': contentType } });

  it('signs for admins only', async () => {
    expect((await sign('image/png', null)).statusCode).toBe(401);
    expect((await sign('image/png', customer)).statusCode).toBe(403);
    const response = await sign('image/png');
    expect(response.statusCode).toBe(200);
    const { signedUrl, publicUrl } = response.json().data;
    expect(publicUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(signedUrl).toMatch(
      /^\/api\/v1\/upload\/local\/[0-9a-f-]{36}\.png\?expires=\d+&signature=/,
    );
  });

  it.each(['image/gif', 'application/pdf', 'image/svg+xml'])(
    'refuses to sign %s with 415',
    async (type) => {
      const response = await sign(type);
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe('Only JPEG, PNG or WebP images are allowed.');
    },
  );

  it('stores a PNG and serves it with long-lived caching', async () => {
    const { signedUrl, publicUrl } = await signed();
    const stored = await put(signedUrl, PNG);
    expect(stored.statusCode).toBe(201);
    expect(stored.json().data).toEqual({ publicUrl });

    const served = await t.app.inject({ method: 'GET', url: publicUrl });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');

    const again = await put(signedUrl, PNG);
    expect(again.statusCode).toBe(409);
  });

  it('refuses a file that lies about its type', async () => {
    const text = Buffer.from('<svg onload="alert(1)"></svg>');
    for (const [body, type] of [
      [text, 'image/png'],
      [JPEG, 'image/png'],
      [PNG, 'image/jpeg'],
    ] as const) {
      const { signedUrl } = await signed();
      const response = await put(signedUrl, body, type);
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe('Only JPEG, PNG or WebP images are allowed.');
    }
  });

  it('refuses to sign a file announced over 5 MB with 413', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/upload/sign-r2-upload?fileName=big.png&fileType=image/png&fileSize=${5 * 1024 * 1024 + 1}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('The image is too large; the limit is 5 MB.');
  });

  it('refuses a file over 5 MB with 413', async () => {
    const { signedUrl } = await signed();
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await put(signedUrl, big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
    expect(response.json().message).toMatch(/5 MB/);
  });

  it('refuses tampered, foreign and expired links with 403', async () => {
    const { signedUrl } = await signed();
    // Each changes one character to a different one, whatever the random name and signature are.
    const changeFirst = (url: string, prefix: string) =>
      url.replace(
        new RegExp(`${prefix}(.)`),
        (_: string, c: string) => `${prefix}${c === '0' ? '1' : '0'}`,
      );
    const otherName = changeFirst(signedUrl, 'local/');
    const tampered = changeFirst(signedUrl, 'signature=');
    const noSignature = signedUrl.split('?')[0]!;
    const later = String(Math.floor(Date.now() / 1000) + 3600);
    const extended = signedUrl.replace(/expires=\d+/, `expires=${later}`);
    const past = createLocalImageStorage(t.config, () => Date.now() - 11 * 60 * 1000);
    const expired = (await past.signUpload(`${crypto.randomUUID()}.png`, 'image/png')).signedUrl;
    for (const url of [otherName, tampered, noSignature, extended, expired]) {
      const response = await put(url, PNG);
      expect(response.statusCode, url).toBe(403);
    }
  });

  it('answers 404 for unknown or invalid upload names', async () => {
    for (const name of [`${crypto.randomUUID()}.png`, '..%2Fjwt-secret', 'x.svg']) {
      const response = await t.app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect(response.statusCode).toBe(404);
    }
  });
});

describe('image uploads (S3 storage)', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({
      config: {
        s3: testS3Settings('https://account.r2.cloudflarestorage.com'),
      },
    });
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
  });
  afterAll(() => t.close());

  const sign = (query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/upload/sign-r2-upload?fileName=filter.png&fileType=image/png${query}`,
      headers: admin.headers,
    });

  it('signs a PUT bound to the announced size, and needs the size to do so', async () => {
    const response = await sign('&fileSize=2048');
    expect(response.statusCode).toBe(200);
    const signedUrl = new URL(response.json().data.signedUrl);
    expect(signedUrl.searchParams.get('X-Amz-SignedHeaders')).toContain('content-length');
    const unsized = await sign('');
    expect(unsized.statusCode).toBe(400);
    expect(unsized.json().message).toMatch(/fileSize is required/);
    expect((await sign(`&fileSize=${6 * 1024 * 1024}`)).statusCode).toBe(413);
  });
});
