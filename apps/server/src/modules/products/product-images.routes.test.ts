import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ProductInputDraft, UploadSignature } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.ts';
import { products } from '../../db/schema/index.ts';
import { type FakeS3, startFakeS3, testS3Settings } from '../../test/fake-s3-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const TEXT = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
const NOT_AN_IMAGE = 'The uploaded file is not a JPEG, PNG or WebP image; it has been removed.';
const NOT_FOUND = 'The uploaded image was not found; please upload it again.';
const UNREACHABLE =
  'The image storage could not be reached to check the uploaded images; please try again.';

/**
 * An admin's session with an app built from `config()` for the describe block that calls it:
 * upload as the product form does, then save and read products.
 */
function adminSession(config: () => Partial<Config>) {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ config: config() });
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
  });
  afterAll(() => t.close());
  const getApp = () => t;
  const getAdmin = () => admin;
  let skuCounter = 0;
  return {
    input: (change: Partial<ProductInputDraft> = {}): ProductInputDraft => ({
      name: 'Pictured Filter',
      sku: `IMG-${++skuCounter}`,
      price: 19.99,
      stock: 3,
      category: 'residential',
      description: 'A filter with pictures.',
      ...change,
    }),
    async upload(body: Buffer, fileType: 'image/png' | 'image/jpeg') {
      const query = `fileName=photo&fileType=${fileType}&fileSize=${body.length}`;
      const signed = await getApp().app.inject({
        method: 'GET',
        url: `/api/v1/upload/sign-r2-upload?${query}`,
        headers: getAdmin().headers,
      });
      const { signedUrl, publicUrl }: UploadSignature = signed.json().data;
      // S3 signs a URL of the bucket; local storage one of our own API.
      const headers = { 'content-type': fileType };
      const status = signedUrl.startsWith('http')
        ? (await fetch(signedUrl, { method: 'PUT', body, headers })).status
        : (await getApp().app.inject({ method: 'PUT', url: signedUrl, payload: body, headers }))
            .statusCode;
      if (status >= 300) throw new Error(`the upload PUT answered ${status}`);
      return publicUrl;
    },
    save: (method: 'POST' | 'PUT', url: string, payload: object) =>
      getApp().app.inject({ method, url: `/api/v1${url}`, headers: getAdmin().headers, payload }),
    read: (id: string) => getApp().app.inject({ method: 'GET', url: `/api/v1/products/${id}` }),
    stored: (sku: string) =>
      getApp().db.select({ id: products.id }).from(products).where(eq(products.sku, sku)),
  };
}

describe('product images uploaded to S3', () => {
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3('shop-images');
  });
  afterAll(() => s3.close());
  const api = adminSession(() => ({ s3: testS3Settings(s3.endpoint) }));

  const objectKey = (publicUrl: string) => new URL(publicUrl).pathname.slice(1);
  const bucketReads = () => s3.requests.filter((request) => request.method === 'GET');

  it('refuses a main image that is no image, deletes it and creates nothing', async () => {
    const lying = await api.upload(TEXT, 'image/png');
    const body = api.input({ imageUrl: lying });
    const response = await api.save('POST', '/products', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: 'VALIDATION_ERROR',
      message: `imageUrl: ${NOT_AN_IMAGE}`,
    });
    expect(s3.objects.has(objectKey(lying))).toBe(false);
    expect(await api.stored(body.sku)).toEqual([]);
  });

  it('names the extra image that is missing or is no image', async () => {
    const real = await api.upload(PNG, 'image/png');
    const lying = await api.upload(TEXT, 'image/jpeg');
    const lyingExtra = api.input({ imageUrl: real, imageUrls: [real, lying] });
    const refused = await api.save('POST', '/products', lyingExtra);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(`imageUrls.1: ${NOT_AN_IMAGE}`);

    const never = `https://images.example.com/products/${crypto.randomUUID()}.png`;
    const missing = await api.save('POST', '/products', api.input({ imageUrls: [never] }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(`imageUrls.0: ${NOT_FOUND}`);
    expect(s3.objects.has(objectKey(real))).toBe(true);
  });

  it('accepts real images and leaves images from elsewhere unread', async () => {
    const png = await api.upload(PNG, 'image/png');
    const jpeg = await api.upload(JPEG, 'image/jpeg');
    s3.requests.length = 0;
    const body = api.input({
      imageUrl: png,
      imageUrls: [jpeg, '/images/filters/carbon-block.webp', 'https://cdn.example.org/a.png'],
    });
    const response = await api.save('POST', '/products', body);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ imageUrl: png, imageUrls: body.imageUrls });
    // The new main image is read once more, whole, for its link preview (hardening 30.24).
    const reads = bucketReads().map((read) => read.key);
    expect(reads).toEqual([objectKey(png), objectKey(jpeg), objectKey(png)]);
  });

  it('reads only the images an update adds', async () => {
    const [main, extra, added, lying] = [
      await api.upload(PNG, 'image/png'),
      await api.upload(JPEG, 'image/jpeg'),
      await api.upload(JPEG, 'image/jpeg'),
      await api.upload(TEXT, 'image/png'),
    ];
    const body = api.input({ imageUrl: main, imageUrls: [extra] });
    const { _id: id } = (await api.save('POST', '/products', body)).json().data;

    s3.requests.length = 0;
    const kept = await api.save('PUT', `/products/${id}`, { ...body, name: 'Renamed' });
    expect(kept.statusCode).toBe(200);
    // Swapped between main and extra images: still the product's own, still not read again.
    const swapped = { ...body, imageUrl: extra, imageUrls: [main] };
    expect((await api.save('PUT', `/products/${id}`, swapped)).statusCode).toBe(200);
    expect(bucketReads()).toEqual([]);

    const grown = { ...swapped, imageUrls: [main, added] };
    expect((await api.save('PUT', `/products/${id}`, grown)).statusCode).toBe(200);
    expect(bucketReads().map((read) => read.key)).toEqual([objectKey(added)]);

    const spoiled = await api.save('PUT', `/products/${id}`, { ...grown, imageUrl: lying });
    expect(spoiled.statusCode).toBe(400);
    expect(spoiled.json().message).toBe(`imageUrl: ${NOT_AN_IMAGE}`);
    const product = await api.read(id);
    expect(product.json().data).toMatchObject({ imageUrl: extra, imageUrls: [main, added] });
  });
});

describe('product images on an S3 bucket that does not answer', () => {
  let goneEndpoint: string;
  beforeAll(async () => {
    // A bucket that has gone away: nothing listens on its port any more.
    const gone = await startFakeS3('shop-images');
    await gone.close();
    goneEndpoint = gone.endpoint;
  });
  const api = adminSession(() => ({ s3: testS3Settings(goneEndpoint) }));

  it('answers 503 and saves nothing rather than skip the check', async () => {
    const upload = `https://images.example.com/products/${crypto.randomUUID()}.png`;
    const body = api.input({ imageUrl: upload });
    const response = await api.save('POST', '/products', body);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: UNREACHABLE,
    });
    expect(await api.stored(body.sku)).toEqual([]);
  });
});

describe('product images uploaded to local storage', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'product-images-test-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const api = adminSession(() => ({ dataDir }));

  it('accepts a stored upload (its bytes were checked at PUT) and refuses a missing one', async () => {
    const uploaded = await api.upload(PNG, 'image/png');
    const created = await api.save('POST', '/products', api.input({ imageUrl: uploaded }));
    expect(created.statusCode).toBe(201);

    const never = `/uploads/${crypto.randomUUID()}.png`;
    const body = api.input({ imageUrls: ['/images/filters/carbon-block.webp', never] });
    const missing = await api.save('POST', '/products', body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(`imageUrls.1: ${NOT_FOUND}`);
    expect(await api.stored(body.sku)).toEqual([]);
  });
});
