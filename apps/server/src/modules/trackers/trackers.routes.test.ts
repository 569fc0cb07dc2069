import type { TrackedProduct } from '@shop/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { productBySku } from './tracker-fixtures.ts';

describe('tracker endpoints', () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    alice = await createTestUser(t.app, t.db);
    bob = await createTestUser(t.app, t.db);
  });
  afterAll(() => t.close());

  const call = async (user: TestUser | null, method: string, url: string, payload?: object) => {
    const response = await t.app.inject({
      method: method as 'GET',
      url: `/api/v1${url}`,
      headers: user?.headers ?? {},
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  };

  const track = async (user: TestUser, sku: string, extra: object = {}) => {
    const product = await productBySku(t.db, sku);
    return call(user, 'POST', '/trackers/tracked-products', {
      productId: product.id,
      customName: 'Kitchen RO',
      additionalData: { contactMethod: 'email', hardness: 15, hardnessUnit: 'gpg', roPeople: 4 },
      ...extra,
    });
  };

  it('answers 401 without a token', async () => {
    expect((await call(null, 'GET', '/trackers')).status).toBe(401);
    expect((await call(null, 'PUT', '/trackers', { houseData: {} })).status).toBe(401);
  });

  it('gives a new customer the default household and nothing tracked', async () => {
    const { status, body } = await call(alice, 'GET', '/trackers');
    expect(status).toBe(200);
    expect(body.data).toEqual({
      trackedProducts: [],
      pendingInstallations: [],
      houseData: {
        peopleNumber: 1,
        petsNumber: 0,
        waterType: 'Municipal',
        showerTime: 0,
        tds: null,
        hardness: null,
        zip: null,
        hasPool: false,
      },
    });
  });

  it('saves the household profile and returns it', async () => {
    const houseData = {
      zip: '77429',
      peopleNumber: 4,
      petsNumber: 1,
      waterType: 'Well',
      showerTime: 12,
      tds: 320,
      hardness: null,
      hasPool: true,
    };
    const saved = await call(alice, 'PUT', '/trackers', { houseData });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toEqual(houseData);
    expect((await call(alice, 'GET', '/trackers')).body.data.houseData).toEqual(houseData);
    expect((await call(bob, 'GET', '/trackers')).body.data.houseData.zip).toBeNull();
  });

  it.each([
    [{ peopleNumber: 0 }, 'People must be 1 or more.'],
    [{ petsNumber: -1 }, 'Pets must be 0 or more.'],
    [{ tds: -5 }, 'TDS must be 0 or more.'],
    [{ showerTime: -1 }, 'Shower time must be 0 or more.'],
    [{ zip: '' }, 'Enter a 5-digit US ZIP code.'],
    [{ waterType: 'Lake' }, 'Choose a water type: Municipal, Well or Other.'],
  ])('rejects settings %o', async (change, message) => {
    const houseData = {
      zip: '77429',
      peopleNumber: 2,
      petsNumber: 0,
      waterType: 'Municipal',
      showerTime: 8,
      ...change,
    };
    const { status, body } = await call(alice, 'PUT', '/trackers', { houseData });
    expect(status).toBe(400);
    expect(body.message).toBe(message);
  });

  it('tracks a filter with a personal lifespan for each part', async () => {
    const { status, body } = await track(alice, 'UC-2S');
    expect(status).toBe(201);
    const tracked: TrackedProduct = body.data;
    const system = await productBySku(t.db, 'UC-2S');
    expect(tracked).toMatchObject({
      customName: 'Kitchen RO',
      orderItemId: null,
      systemProductNameSnapshot: system.name,
      systemProductImageUrlSnapshot: system.imageUrl,
      originalSystemProductId: { _id: system.id },
      contactMethod: 'email',
    });
    const names = tracked.trackedSystemParts.map((part) => part.partProductNameSnapshot);
    expect(names).toHaveLength(2);
    const sediment = tracked.trackedSystemParts.find((part) =>
      /Sediment/.test(part.partProductNameSnapshot),
    );
    // 15 gpg = 257 ppm (very hard +2), well +1, 4 people +2, pets +1, long showers +1, pool +1 = 8 of 9.
    expect(sediment).toMatchObject({
      initialLifespanMonths: 3,
      life: { percentRemaining: 100, label: '3 months' },
    });
    expect(sediment?.lifespanReason).toBe(
      'very hard water, well water, 4 people, 1 pet, long showers, pool: 3 months',
    );
    expect(sediment?.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('requires a tracker name, a known filter and non-negative counts', async () => {
    const blank = await track(alice, 'UC-2S', { customName: '  ' });
    expect(blank).toMatchObject({ status: 400, body: { message: 'A tracker name is required.' } });
    const unknown = await call(alice, 'POST', '/trackers/tracked-products', {
      productId: '00000000-0000-4000-8000-000000000000',
      customName: 'X',
    });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Product not found.' } });
    const malformed = await call(alice, 'POST', '/trackers/tracked-products', {
      productId: 'nope',
      customName: 'X',
    });
    expect(malformed.status).toBe(404);
    const part = await track(alice, 'PRT-SED-5');
    expect(part).toMatchObject({
      status: 400,
      body: { message: 'Only filters and filter systems can be tracked.' },
    });
    const negative = await track(alice, 'UC-2S', { additionalData: { roPeople: -1 } });
    expect(negative).toMatchObject({
      status: 400,
      body: { message: 'RO people must be 0 or more.' },
    });
    const future = await track(alice, 'UC-2S', { installationDate: '2999-01-01T00:00:00Z' });
    expect(future.status).toBe(400);
    // A year of two digits would read as 19xx in the due dates: no filter was fitted then.
    const ancient = await track(alice, 'UC-2S', { installationDate: '0050-06-01T00:00:00Z' });
    expect(ancient).toMatchObject({
      status: 400,
      body: { message: 'The installation date cannot be before 1970.' },
    });
  });

  it('keeps trackers to their owner', async () => {
    const { body } = await track(alice, 'WH-2S-20', { customName: 'Whole house' });
    const id = body.data._id as string;
    const partId = body.data.trackedSystemParts[0]._id as string;
    expect((await call(bob, 'GET', '/trackers')).body.data.trackedProducts).toEqual([]);
    expect((await call(bob, 'DELETE', `/trackers/tracked-products/${id}`)).status).toBe(404);
    expect(
      (await call(bob, 'POST', `/trackers/tracked-products/${id}/parts/${partId}/reset`)).status,
    ).toBe(404);
    const mine = (await call(alice, 'GET', '/trackers')).body.data.trackedProducts;
    expect(mine.map((product: TrackedProduct) => product._id)).toContain(id);
  });

  it('resets a part of the tracked product, and only its own parts', async () => {
    const first = (await track(alice, 'UC-2S', { installationDate: '2020-01-01T00:00:00Z' })).body
      .data;
    const other = (await track(alice, 'UC-2S')).body.data;
    const part = first.trackedSystemParts[0];
    expect(part.life.label).toBe('Expired');
    const foreignPart = other.trackedSystemParts[0]._id;
    const wrong = await call(
      alice,
      'POST',
      `/trackers/tracked-products/${first._id}/parts/${foreignPart}/reset`,
    );
    expect(wrong).toMatchObject({
      status: 404,
      body: { message: 'That part is not part of this tracked product.' },
    });
    const reset = await call(
      alice,
      'POST',
      `/trackers/tracked-products/${first._id}/parts/${part._id}/reset`,
    );
    expect(reset.status).toBe(200);
    const after = reset.body.data.trackedSystemParts.find(
      (p: { _id: string }) => p._id === part._id,
    );
    expect(after.life.percentRemaining).toBe(100);
    expect(new Date(after.installedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('deletes a tracked product', async () => {
    const { body } = await track(alice, 'UC-2S', { customName: 'Short lived' });
    const deleted = await call(alice, 'DELETE', `/trackers/tracked-products/${body.data._id}`);
    expect(deleted).toMatchObject({ status: 200, body: { data: { _id: body.data._id } } });
    expect(
      (await call(alice, 'DELETE', `/trackers/tracked-products/${body.data._id}`)).status,
    ).toBe(404);
  });
});
