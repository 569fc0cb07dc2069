import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { type FakeS3, startFakeS3, testS3Settings } from '../../test/fake-s3-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';

const INDEX_HTML = `<!doctype html><html><head><title>ClearSpring Water</title></head>
<body><div id="root"></div></body></html>`;

/** A tall red photo: it must sit whole, letterboxed, on the 1200 × 630 card. */
const photo = sharp({ create: { width: 300, height: 400, channels: 3, background: '#d00000' } });
const IMAGES = {
  'image/png': () => photo.clone().png().toBuffer(),
  'image/jpeg': () => photo.clone().jpeg().toBuffer(),
  'image/webp': () => photo.clone().webp().toBuffer(),
} as const;

/**
 * Uploads each kind of image as the product form does, saves a product with it, and checks its
 * page's og:image; `read` fetches that image from wherever the storage serves it.
 */
function sharesRenditions(
  storage: string,
  config: () => Partial<Config>,
  read: (t: TestApp, url: URL) => Promise<{ status: number; type?: string; body: Buffer }>,
) {
  let t: TestApp;
  let admin: TestUser;
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'social-rendition-test-'));
    await writeFile(join(directory, 'index.html'), INDEX_HTML);
    t = await createTestApp({
      config: { dataDir: directory, webDistDir: directory, ...config() },
    });
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
  });
  afterAll(async () => {
    await t.close();
    await rm(directory, { recursive: true, force: true });
  });

  async function upload(fileType: keyof typeof IMAGES) {
    const body = await IMAGES[fileType]();
    const query = `fileName=photo&fileType=${encodeURIComponent(fileType)}&fileSize=${body.length}`;
    const signed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/upload/sign-r2-upload?${query}`,
      headers: admin.headers,
    });
    const { signedUrl, publicUrl } = signed.json().data;
    // S3 signs a URL of the bucket; local storage one of our own API.
    const headers = { 'content-type': fileType };
    const status = signedUrl.startsWith('http')
      ? (await fetch(signedUrl, { method: 'PUT', body, headers })).status
      : (await t.app.inject({ method: 'PUT', url: signedUrl, payload: body, headers })).statusCode;
    expect(status).toBeLessThan(300);
    return publicUrl as string;
  }

  it.each(Object.keys(IMAGES) as (keyof typeof IMAGES)[])(
    `hardening 30.24: a product with an uploaded %s shares a 1200 × 630 JPEG of it (${storage})`,
    async (fileType) => {
      const imageUrl = await upload(fileType);
      const saved = await t.app.inject({
        method: 'POST',
        url: '/api/v1/products',
        headers: admin.headers,
        payload: {
          name: 'Pictured Filter',
          sku: `OG-${fileType.slice(6)}`,
          price: 19.99,
          stock: 3,
          category: 'residential',
          description: 'A filter with a photo.',
          imageUrl,
        },
      });
      expect(saved.statusCode).toBe(201);
      const page = await t.app.inject({ method: 'GET', url: `/product/${saved.json().data._id}` });
      const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(page.body)?.[1];
      const twitterImage = /<meta name="twitter:image" content="([^"]+)"/.exec(page.body)?.[1];
      expect(twitterImage).toBe(ogImage);
      expect(ogImage).not.toBe(new URL(imageUrl, ogImage).href);

      const preview = await read(t, new URL(ogImage!));
      expect(preview.status).toBe(200);
      expect(preview.type).toBe('image/jpeg');
      const { format, width, height } = await sharp(preview.body).metadata();
      expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
      // The photo whole in the middle, the shop's light background beside it.
      const pixel = async (left: number) => {
        const area = { left, top: 315, width: 1, height: 1 };
        return [...(await sharp(preview.body).extract(area).raw().toBuffer())];
      };
      const [red, green] = await pixel(600);
      expect(red).toBeGreaterThan(180);
      expect(green).toBeLessThan(60);
      expect(Math.min(...(await pixel(20)))).toBeGreaterThan(220);
    },
  );
}

describe('social previews of images uploaded through the server', () => {
  let t: TestApp;
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'social-rendition-late-'));
    t = await createTestApp({ config: { dataDir: directory } });
  });
  afterAll(async () => {
    await t.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('hardening 30.24: an image uploaded before renditions were made gets one when first asked for', async () => {
    const storage = t.app.imageStorage;
    if (storage.kind !== 'local') throw new Error('expected storage through the server');
    const uuid = crypto.randomUUID();
    await storage.files.save(`${uuid}.webp`, await IMAGES['image/webp']());
    for (const attempt of [1, 2]) {
      const served = await t.app.inject({ method: 'GET', url: `/uploads/${uuid}.og.jpg` });
      expect(served.statusCode, `request ${attempt}`).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const { width, height } = await sharp(served.rawPayload).metadata();
      expect({ width, height }).toEqual({ width: 1200, height: 630 });
    }
    expect(await storage.files.has(`${uuid}.og.jpg`)).toBe(true);
    const unknown = await t.app.inject({
      method: 'GET',
      url: `/uploads/${crypto.randomUUID()}.og.jpg`,
    });
    expect(unknown.statusCode).toBe(404);
  });

  sharesRenditions(
    'made at upload',
    () => ({}),
    async (t, url) => {
      const served = await t.app.inject({ method: 'GET', url: url.pathname });
      const type = served.headers['content-type'] as string | undefined;
      return { status: served.statusCode, type, body: served.rawPayload };
    },
  );
});

describe('social previews of images uploaded to S3', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3('shop-images');
  });
  afterAll(() => s3.close());
  sharesRenditions(
    'made when the product is saved',
    () => ({ s3: testS3Settings(s3.endpoint) }),
    async (_t, url) => {
      const stored = await fetch(`${s3.endpoint}/shop-images${url.pathname}`);
      const type = stored.headers.get('content-type') ?? undefined;
      return { status: stored.status, type, body: Buffer.from(await stored.arrayBuffer()) };
    },
  );
});
