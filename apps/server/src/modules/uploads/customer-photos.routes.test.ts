import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PHOTO_NOT_FOUND, PHOTO_TOO_LARGE, PHOTO_TYPES_ONLY } from '@shop/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerPhotos } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { insertProduct, saveAddress } from '../orders/commerce-fixtures.ts';
import { placeOrder, SLOW_MACHINE } from '../reviews/review-fixtures.ts';
import { productBySku } from '../trackers/tracker-fixtures.ts';

let t: TestApp;
let directory: string;
let owner: TestUser;
let support: TestUser;
let alice: TestUser;
let bob: TestUser;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'customer-photos-test-'));
  t = await createTestApp({ config: { dataDir: directory } });
  owner = await createTestUser(t.app, t.db, { staffRole: 'owner' });
  support = await createTestUser(t.app, t.db, { staffRole: 'support' });
  alice = await createTestUser(t.app, t.db, { name: 'Alice Jones', verified: true });
  bob = await createTestUser(t.app, t.db, { name: 'Bob Smith', verified: true });
  for (const who of [alice, bob]) await saveAddress(t.db, who.id, 'TX');
}, SLOW_MACHINE.timeout);
afterAll(async () => {
  await t?.close();
  await rm(directory, { recursive: true, force: true });
});

const canvas = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#3366cc' } });

/** A phone's JPEG: EXIF with where it was taken (the customer's home) and what of. */
const GEOTAGGED = () =>
  canvas()
    .jpeg()
    .withExif({
      IFD0: { ImageDescription: 'Under the kitchen sink', Make: 'PhoneCo' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '30/1 16/1 1234/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '97/1 44/1 5678/100',
      },
    })
    .toBuffer();

/** Whether an EXIF block points at a GPS directory (tag 0x8825, either byte order). */
const hasGps = (exif: Buffer | undefined) =>
  exif !== undefined &&
  (exif.includes(Buffer.from([0x88, 0x25, 0x00, 0x04])) ||
    exif.includes(Buffer.from([0x25, 0x88, 0x04, 0x00])));

async function upload(who: TestUser | null, body: Buffer, contentType = 'image/jpeg') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/uploads/photos',
    headers: { ...(who?.headers ?? {}), 'content-type': contentType },
    payload: body,
  });
  return { status: response.statusCode, body: response.json() };
}

const read = (who: TestUser | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });

const call = async (
  who: TestUser,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
) => {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: who.headers,
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};

describe('issue 42: a customer uploads a photo', SLOW_MACHINE, () => {
  it('needs a sign-in', async () => {
    const answer = await upload(null, await canvas().jpeg().toBuffer());
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('stores a JPEG without its EXIF: no GPS position of the home leaves with it', async () => {
    const original = await GEOTAGGED();
    expect(hasGps((await sharp(original).metadata()).exif)).toBe(true);

    const answer = await upload(alice, original);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const photo = answer.body.data;
    expect(photo).toMatchObject({
      _id: expect.any(String),
      url: `/api/v1/uploads/photos/${photo._id}`,
      contentType: 'image/jpeg',
    });

    const served = await read(alice, photo.url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('private, no-store');
    const stored = await sharp(served.rawPayload).metadata();
    expect(stored.format).toBe('jpeg');
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 640, height: 480 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Under the kitchen sink'))).toBe(false);
    expect(served.rawPayload.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it('keeps PNG and WebP as they are, and refuses anything else by its bytes', async () => {
    for (const [type, make] of [
      ['image/png', () => canvas().png().toBuffer()],
      ['image/webp', () => canvas().webp().toBuffer()],
    ] as const) {
      const answer = await upload(alice, await make(), type);
      expect(answer.status, type).toBe(201);
      expect(answer.body.data.contentType).toBe(type);
    }
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    for (const [body, type] of [
      [gif, 'image/gif'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/jpeg'],
      [Buffer.from('%PDF-1.4 not a photo'), 'application/pdf'],
      // JPEG's first bytes and nothing a decoder can draw.
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]), 'image/jpeg'],
    ] as const) {
      const answer = await upload(alice, body, type);
      expect(answer.status, type).toBe(415);
      expect(answer.body).toMatchObject({ success: false, message: PHOTO_TYPES_ONLY });
    }
    // The bytes decide, not the header: a JPEG sent without its Content-Type is taken as one.
    const untyped = await t.app.inject({
      method: 'POST',
      url: '/api/v1/uploads/photos',
      headers: alice.headers,
      payload: await canvas().jpeg().toBuffer(),
    });
    expect(untyped.statusCode, untyped.body).toBe(201);
    expect(untyped.json().data.contentType).toBe('image/jpeg');
  });

  it('refuses a file over 8 MB with the limit in the message', async () => {
    const big = Buffer.concat([await canvas().jpeg().toBuffer(), Buffer.alloc(8 * 1024 * 1024)]);
    const answer = await upload(alice, big);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ success: false, message: PHOTO_TOO_LARGE });
  });

  it('is private: not on the public /uploads path, not for another customer, yes for staff', async () => {
    const { body } = await upload(alice, await canvas().jpeg().toBuffer());
    const photo = body.data;
    const [row] = await t.db.select().from(customerPhotos).where(eq(customerPhotos.id, photo._id));
    expect(row!.fileName).toMatch(/^photo-[0-9a-f-]{36}\.jpg$/);
    expect((await read(null, `/uploads/${row!.fileName}`)).statusCode).toBe(404);
    expect((await read(null, photo.url)).statusCode).toBe(401);
    expect((await read(bob, photo.url)).statusCode).toBe(404);
    expect((await read(owner, photo.url)).statusCode).toBe(200);
    expect((await read(support, photo.url)).statusCode).toBe(200);
    expect((await read(alice, '/api/v1/uploads/photos/not-an-id')).statusCode).toBe(404);
  });
});

describe('issue 42: a photo on a return, a warranty claim and a review', SLOW_MACHINE, () => {
  let productId: string;
  let systemId: string;
  let alicePhoto: string;
  let bobPhoto: string;

  beforeAll(async () => {
    productId = await insertProduct(t.db, { priceCents: 2_000, stock: 5, name: 'Photo Kit' });
    alicePhoto = (await upload(alice, await GEOTAGGED())).body.data._id;
    bobPhoto = (await upload(bob, await canvas().png().toBuffer(), 'image/png')).body.data._id;
    const tracked = await call(alice, 'POST', '/trackers/tracked-products', {
      productId: (await productBySku(t.db, 'RO-5S-50')).id,
      customName: 'Kitchen RO',
      installationDate: new Date(Date.now() - 30 * 86_400_000).toISOString(),
    });
    expect(tracked.status, JSON.stringify(tracked.body)).toBe(201);
    systemId = tracked.body.data._id;
  }, SLOW_MACHINE.timeout);

  it('a return keeps the customer own photo; another customer photo is refused', async () => {
    const order = await placeOrder(t.db, alice.id, [productId]);
    const body = { lines: [{ productId, quantity: 1 }], reason: 'damaged' };
    const refused = await call(alice, 'POST', `/orders/${order.id}/returns`, {
      ...body,
      photoId: bobPhoto,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, message: PHOTO_NOT_FOUND });

    const started = await call(alice, 'POST', `/orders/${order.id}/returns`, {
      ...body,
      photoId: alicePhoto,
    });
    expect(started.status, JSON.stringify(started.body)).toBe(201);
    expect(started.body.data.photoId).toBe(alicePhoto);
    const desk = await call(owner, 'GET', `/admin/returns/${started.body.data._id}`);
    expect(desk.body.data.photoId).toBe(alicePhoto);
  });

  it('a warranty claim keeps the photo; another customer photo is refused', async () => {
    const refused = await call(alice, 'POST', '/warranty-claims', {
      trackedProductId: systemId,
      description: 'The faucet drips and the tank no longer holds pressure.',
      photoId: bobPhoto,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(PHOTO_NOT_FOUND);
    const filed = await call(alice, 'POST', '/warranty-claims', {
      trackedProductId: systemId,
      description: 'The faucet drips and the tank no longer holds pressure.',
      photoId: alicePhoto,
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    expect(filed.body.data.photoId).toBe(alicePhoto);
    const desk = await call(owner, 'GET', '/admin/warranty-claims');
    const claim = desk.body.data.items.find((c: { _id: string }) => c._id === filed.body.data._id);
    expect(claim.photoId).toBe(alicePhoto);
  });

  it('a review photo becomes public only once the review is published', async () => {
    await placeOrder(t.db, bob.id, [productId]);
    const refused = await call(bob, 'POST', `/products/${productId}/reviews`, {
      rating: 5,
      title: 'Works',
      body: 'Clear water since day one.',
      photoId: alicePhoto,
    });
    expect(refused.status).toBe(400);
    const posted = await call(bob, 'POST', `/products/${productId}/reviews`, {
      rating: 5,
      title: 'Works',
      body: 'Clear water since day one.',
      photoId: bobPhoto,
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(posted.body.data.photoId).toBe(bobPhoto);
    const url = `/api/v1/uploads/photos/${bobPhoto}`;
    expect((await read(null, url)).statusCode).toBe(401);

    const published = await call(owner, 'POST', `/admin/reviews/${posted.body.data._id}/publish`);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const page = await call(alice, 'GET', `/products/${productId}/reviews`);
    expect(page.body.data.reviews[0].photoId).toBe(bobPhoto);
    const open = await read(null, url);
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toBe('image/png');

    // The author's edit without photoId keeps the photo; null takes it off.
    const kept = await call(bob, 'PUT', `/products/${productId}/reviews/mine`, {
      rating: 4,
      title: 'Works',
      body: 'Clear water since day one.',
    });
    expect(kept.body.data.photoId).toBe(bobPhoto);
    const removed = await call(bob, 'PUT', `/products/${productId}/reviews/mine`, {
      rating: 4,
      title: 'Works',
      body: 'Clear water since day one.',
      photoId: null,
    });
    expect(removed.body.data.photoId).toBeNull();
    expect((await read(null, url)).statusCode).toBe(401);
  });
});
