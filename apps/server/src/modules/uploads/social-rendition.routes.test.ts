import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('social previews of uploaded product images', () => {
  let t: TestApp;
  let admin: TestUser;
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'social-rendition-test-'));
    await writeFile(join(directory, 'index.html'), INDEX_HTML);
    t = await createTestApp({ config: { dataDir: directory, webDistDir: directory } });
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
    const headers = { 'content-type': fileType };
    const put = await t.app.inject({ method: 'PUT', url: signedUrl, payload: body, headers });
    expect(put.statusCode).toBe(201);
    return publicUrl as string;
  }

  it.each(Object.keys(IMAGES) as (keyof typeof IMAGES)[])(
    'hardening 30.24: a product with an uploaded %s shares a 1200 × 630 JPEG of it',
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
      const { pathname } = new URL(ogImage!);
      expect(pathname).not.toBe(imageUrl);

      const preview = await t.app.inject({ method: 'GET', url: pathname });
      expect(preview.statusCode).toBe(200);
      expect(preview.headers['content-type']).toBe('image/jpeg');
      const { format, width, height } = await sharp(preview.rawPayload).metadata();
      expect({ format, width, height }).toEqual({ format: 'jpeg', width: 1200, height: 630 });
      // The photo whole in the middle, the shop's light background beside it.
      const pixel = async (left: number) => {
        const area = { left, top: 315, width: 1, height: 1 };
        return [...(await sharp(preview.rawPayload).extract(area).raw().toBuffer())];
      };
      const [red, green] = await pixel(600);
      expect(red).toBeGreaterThan(180);
      expect(green).toBeLessThan(60);
      expect(Math.min(...(await pixel(20)))).toBeGreaterThan(220);
    },
  );
});
