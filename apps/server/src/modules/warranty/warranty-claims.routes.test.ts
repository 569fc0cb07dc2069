import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, outbox, products } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { saveAddress } from '../orders/commerce-fixtures.ts';
import { insertOrder, productBySku } from '../trackers/tracker-fixtures.ts';

let t: TestApp;
let owner: TestUser;
let fulfilment: TestUser;
let support: TestUser;
let carla: TestUser;
let dan: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await createTestUser(t.app, t.db, { staffRole: 'owner' });
  fulfilment = await createTestUser(t.app, t.db, { staffRole: 'fulfilment' });
  support = await createTestUser(t.app, t.db, { staffRole: 'support' });
  carla = await createTestUser(t.app, t.db, { name: 'Carla Reyes', verified: true });
  dan = await createTestUser(t.app, t.db, { name: 'Dan Ortiz', verified: true });
  await saveAddress(t.db, carla.id);
  await saveAddress(t.db, dan.id);
});
afterAll(() => t.close());

const call = async (
  user: TestUser | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
) => {
  const response = await t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: user?.headers ?? {},
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
};

const yearsAgo = (years: number, days = 0) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - days);
  return date;
};

/** A tracked system; `boughtAt` puts it on an order of that day first ('Install & Track'). */
async function track(user: TestUser, sku: string, when: { installedAt: Date; boughtAt?: Date }) {
  const product = await productBySku(t.db, sku);
  const line = when.boughtAt
    ? (await insertOrder(t.db, user.id, [sku], { createdAt: when.boughtAt })).items[0]
    : undefined;
  const answer = await call(user, 'POST', '/trackers/tracked-products', {
    productId: product.id,
    customName: 'Kitchen RO',
    installationDate: when.installedAt.toISOString(),
    ...(line ? { orderItemId: line.id } : {}),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as { _id: string; warranty: { status: string; endsOn: string } };
}

const file = (user: TestUser, trackedProductId: string, extra: object = {}) =>
  call(user, 'POST', '/warranty-claims', {
    trackedProductId,
    description: 'The faucet drips and the tank no longer holds pressure.',
    ...extra,
  });

describe('warranty status in My Products', () => {
  it('counts a bought system from its purchase, and one tracked by hand from its installation', async () => {
    const bought = await track(carla, 'RO-5S-50', {
      boughtAt: new Date('2024-03-10T15:00:00Z'),
      installedAt: new Date('2024-04-20T15:00:00Z'),
    });
    expect(bought.warranty).toEqual({
      status: 'active',
      years: 5,
      startedFrom: 'purchase',
      startsOn: '2024-03-10',
      endsOn: '2029-03-09',
    });
    const byHand = await track(dan, 'UC-2S', { installedAt: yearsAgo(4) });
    expect(byHand.warranty).toMatchObject({
      status: 'ended',
      years: 3,
      startedFrom: 'installation',
    });
    const record = await call(dan, 'GET', '/trackers');
    expect(record.body.data.trackedProducts[0].warranty.status).toBe('ended');
  });
});

describe('filing a claim', () => {
  it('files a claim on a system under warranty, tells the customer, and lists it as theirs', async () => {
    const system = await track(carla, 'WH-2S-20', { installedAt: yearsAgo(2) });
    const filed = await file(carla, system._id, { serialNumber: ' HG-2S-0042 ' });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    expect(filed.body.data).toMatchObject({
      trackedProductId: system._id,
      productName: 'HomeGuard 2-Stage Whole-House Filter',
      serialNumber: 'HG-2S-0042',
      status: 'open',
      resolution: null,
      replacementOrder: null,
      warrantyEndsOn: system.warranty.endsOn,
    });
    expect(filed.body.data.number).toBeGreaterThanOrEqual(1001);
    const mine = await call(carla, 'GET', '/warranty-claims');
    expect(mine.body.data.map((claim: { _id: string }) => claim._id)).toContain(
      filed.body.data._id,
    );
    expect((await call(dan, 'GET', '/warranty-claims')).body.data).toEqual([]);
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, `We received your warranty claim #W${filed.body.data.number}`));
    expect(mail?.to).toBe(carla.email);
    expect(mail?.text).toContain('/dashboard');
  });

  it('answers 409 while a claim for the system is open, even for two submits at once', async () => {
    const system = await track(dan, 'WS-48K', { installedAt: yearsAgo(1) });
    const [a, b] = await Promise.all([file(dan, system._id), file(dan, system._id)]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const again = await file(dan, system._id);
    expect(again).toMatchObject({
      status: 409,
      body: {
        success: false,
        code: 'CONFLICT',
        message: 'A claim for this system is already under review.',
      },
    });
  });

  it('answers 409 once the warranty has ended, or for a system that has none', async () => {
    const old = await track(carla, 'RO-6A-75', { installedAt: yearsAgo(5, 2) });
    expect(await file(carla, old._id)).toMatchObject({
      status: 409,
      body: { message: "This system's warranty has ended." },
    });
    const product = await productBySku(t.db, 'UC-3S-CM');
    await t.db.update(products).set({ warrantyYears: null }).where(eq(products.id, product.id));
    const none = await track(carla, 'UC-3S-CM', { installedAt: yearsAgo(0, 10) });
    expect(none.warranty.status).toBe('none');
    expect(await file(carla, none._id)).toMatchObject({
      status: 409,
      body: { message: 'This system has no warranty.' },
    });
  });

  it("answers 404 for another customer's system, 401 signed out, 400 for a bad body", async () => {
    const system = await track(carla, 'UV-12-WH', { installedAt: yearsAgo(1) });
    expect(await file(dan, system._id)).toMatchObject({
      status: 404,
      body: { success: false, code: 'NOT_FOUND', message: 'Tracked product not found.' },
    });
    expect((await call(null, 'POST', '/warranty-claims', {})).status).toBe(401);
    const short = await file(carla, system._id, { description: 'Broken' });
    expect(short).toMatchObject({ status: 400, body: { code: 'VALIDATION_ERROR' } });
    const photo = await file(carla, system._id, { photoUrl: 'javascript:alert(1)' });
    expect(photo.status).toBe(400);
  });
});

describe('the claims desk', () => {
  it('is for staff with warranty:read, and decisions need warranty:manage', async () => {
    expect((await call(carla, 'GET', '/admin/warranty-claims')).status).toBe(403);
    expect((await call(fulfilment, 'GET', '/admin/warranty-claims')).status).toBe(403);
    const listed = await call(support, 'GET', '/admin/warranty-claims?status=open');
    expect(listed.status).toBe(200);
    expect(
      listed.body.data.items.every((claim: { status: string }) => claim.status === 'open'),
    ).toBe(true);
    const id = listed.body.data.items[0]._id;
    expect(
      (
        await call(fulfilment, 'POST', `/admin/warranty-claims/${id}/decline`, {
          reason: 'Not covered.',
        })
      ).status,
    ).toBe(403);
  });

  it('approves a replacement as exactly one $0 order, even when two staff press at once', async () => {
    const system = await track(carla, 'WH-3S-UV', {
      boughtAt: yearsAgo(1),
      installedAt: yearsAgo(1),
    });
    const claim = (await file(carla, system._id)).body.data;
    const page = await call(owner, 'GET', '/admin/warranty-claims?status=open');
    const listed = page.body.data.items.find((item: { _id: string }) => item._id === claim._id);
    expect(listed.customer).toMatchObject({ _id: carla.id, name: 'Carla Reyes' });
    const lamp = listed.replaceable.find((item: { name: string }) =>
      item.name.startsWith('UV Replacement Lamp'),
    );
    expect(listed.replaceable[0].name).toBe('HomeGuard Whole-House Filter with UV');
    const [stockBefore] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, lamp._id));

    const approve = () =>
      call(owner, 'POST', `/admin/warranty-claims/${claim._id}/approve`, {
        resolution: 'replacement',
        productId: lamp._id,
      });
    const answers = await Promise.all([approve(), approve()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const approved = answers.find((answer) => answer.status === 200)?.body.data;
    expect(approved).toMatchObject({ status: 'approved', resolution: 'replacement' });

    const made = await t.db
      .select()
      .from(orders)
      .where(eq(orders.paymentIntentId, `warranty-claim:${claim._id}`));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({
      totalCents: 0,
      status: 'Pending',
      userId: carla.id,
      shippingZip: '77429',
    });
    expect(approved.replacementOrder).toEqual({
      _id: made[0]?.id,
      orderNumber: made[0]?.orderNumber,
    });
    const lines = await t.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, made[0]?.id ?? ''));
    expect(lines).toMatchObject([{ productId: lamp._id, priceCents: 0, quantity: 1 }]);
    const [stockAfter] = await t.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, lamp._id));
    expect(stockAfter?.stock).toBe((stockBefore?.stock ?? 0) - 1);

    // The approval is signed once in the audit log, on the claim (the refused press is not).
    const log = (await call(owner, 'GET', '/admin/audit?action=warranty:manage')).body.data;
    const signed = log.items.filter(
      (entry: { target: { id: string } }) => entry.target.id === claim._id,
    );
    expect(signed).toMatchObject([
      { actor: { email: owner.email }, target: { kind: 'warranty-claim', id: claim._id } },
    ]);

    // The order desk lists it like any other order, to be shipped.
    const desk = await call(owner, 'GET', `/admin/orders/${made[0]?.id}`);
    expect(desk.status).toBe(200);
    const mine = (await call(carla, 'GET', '/warranty-claims')).body.data;
    expect(mine.find((item: { _id: string }) => item._id === claim._id)).toMatchObject({
      status: 'approved',
      replacementOrder: { orderNumber: made[0]?.orderNumber },
    });
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.to, carla.email),
          like(outbox.subject, `Your warranty claim #W${claim.number} is approved`),
        ),
      );
    expect(mail?.text).toContain(`order #${made[0]?.orderNumber}`);
    // Decided claims stay decided.
    expect((await approve()).status).toBe(409);
  });

  it('refuses a replacement product that is not the system or one of its parts', async () => {
    const system = await track(dan, 'RO-6A-75', { installedAt: yearsAgo(0, 30) });
    const claim = (await file(dan, system._id)).body.data;
    const kit = await productBySku(t.db, 'UC-2S');
    const answer = await call(owner, 'POST', `/admin/warranty-claims/${claim._id}/approve`, {
      resolution: 'replacement',
      productId: kit.id,
    });
    expect(answer).toMatchObject({
      status: 400,
      body: { message: 'Choose the system or one of its parts to send.' },
    });
    const repaired = await call(owner, 'POST', `/admin/warranty-claims/${claim._id}/approve`, {
      resolution: 'repair',
      note: 'Our technician will replace the tank valve on Tuesday.',
    });
    expect(repaired).toMatchObject({
      status: 200,
      body: { data: { status: 'approved', resolution: 'repair', replacementOrder: null } },
    });
  });

  it('declines with a reason the customer reads, once', async () => {
    const system = await track(dan, 'COM-ICE-3', { installedAt: yearsAgo(1) });
    const claim = (await file(dan, system._id)).body.data;
    const reason = 'The damage comes from freezing, which the warranty does not cover.';
    const declined = await call(support, 'POST', `/admin/warranty-claims/${claim._id}/decline`, {
      reason,
    });
    expect(declined).toMatchObject({
      status: 200,
      body: { data: { status: 'declined', declineReason: reason } },
    });
    expect(
      (await call(support, 'POST', `/admin/warranty-claims/${claim._id}/decline`, { reason }))
        .status,
    ).toBe(409);
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, `About your warranty claim #W${claim.number}`));
    expect(mail?.text).toContain(reason);
    // A new claim may be filed once the last one is decided.
    expect((await file(dan, system._id)).status).toBe(201);
  });

  it('answers 404 for an unknown claim and 400 for a malformed id', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (
        await call(owner, 'POST', `/admin/warranty-claims/${unknown}/decline`, {
          reason: 'Not covered.',
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(owner, 'POST', '/admin/warranty-claims/nope/decline', { reason: 'Not covered.' }))
        .status,
    ).toBe(400);
  });
});
