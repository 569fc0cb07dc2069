import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RECORDED_BOUGHT_SHIPMENT,
  RECORDED_INVALID_ADDRESS,
  RECORDED_RETURN_SHIPMENT,
  RECORDED_SERVER_ERROR,
} from '../../adapters/labels/easypost.recordings.ts';
import { easyPostStandIn, replayFetch } from '../../adapters/labels/easypost-replay.ts';
import { outbox, returns } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { insertProduct, saveAddress } from '../orders/commerce-fixtures.ts';
import { shopSettingsRepository } from '../settings/shop-settings.repository.ts';
import { returnsFixtures } from './returns-fixtures.ts';

// Each test walks an order through checkout, shipping and delivery first: slow on a busy machine.
const SLOW = { timeout: 120_000 };
const SHIPMENT = RECORDED_RETURN_SHIPMENT.id;
const LABEL_URL = RECORDED_BOUGHT_SHIPMENT.postage_label.label_url;
const RETURN_ADDRESS = 'ClearSpring Returns, 417 Montgomery Street, San Francisco, CA 94104';

// EasyPost's calls are answered by recordings; anything else goes where it went.
const easypost = replayFetch([]);
let easypostFetch = easypost.fetch;
const realFetch = globalThis.fetch;
let t: TestApp;
let owner: TestUser;
let alice: TestUser;
let kitId: string;
let f: ReturnType<typeof returnsFixtures>;

beforeAll(async () => {
  vi.stubGlobal('fetch', (url: string | URL | Request, init?: RequestInit) =>
    String(url).startsWith('https://api.easypost.com/')
      ? easypostFetch(url, init)
      : realFetch(url, init),
  );
  t = await createTestApp({
    config: {
      returns: {
        address: RETURN_ADDRESS,
        easypostApiKey: 'EZTKrecorded0001',
        easypostApiUrl: null,
      },
    },
  });
  owner = await createTestUser(t.app, t.db, { staffRole: 'owner', name: 'Olive Owner' });
  alice = await createTestUser(t.app, t.db, { name: 'Alice Jones', verified: true });
  await saveAddress(t.db, alice.id, 'TX');
  kitId = await insertProduct(t.db, { priceCents: 2_000, stock: 50, name: 'Test Kit' });
  f = returnsFixtures(t, () => owner);
}, 300_000);
afterAll(async () => {
  await t?.close();
  vi.unstubAllGlobals();
});
beforeEach(() => {
  easypost.sent.length = 0;
  easypost.left.length = 0;
});

async function newReturn() {
  const orderId = await f.deliveredOrder(alice, [{ productId: kitId, quantity: 1 }]);
  const started = await f.startReturn(alice, orderId, {
    lines: [{ productId: kitId, quantity: 1 }],
    reason: 'no longer needed',
  });
  expect(started.statusCode, started.body).toBe(201);
  return started.json().data as { _id: string; number: string; label: { kind: string } };
}

const row = async (id: string) => (await t.db.select().from(returns).where(eq(returns.id, id)))[0];
const calls = () => easypost.sent.map((call) => `${call.method} ${call.url.replace(/.*\/v2/, '')}`);

describe('issue 42: a prepaid EasyPost label on approval (recorded answers)', SLOW, () => {
  it('buys the lowest rate once, from the order address to the shop, and links it', async () => {
    const made = await newReturn();
    // Starting a return buys nothing: a rejected return would waste the postage.
    expect(made.label.kind).toBe('slip');
    expect(easypost.sent).toHaveLength(0);
    easypost.left.push(
      { status: 201, body: RECORDED_RETURN_SHIPMENT },
      { status: 200, body: RECORDED_RETURN_SHIPMENT },
      { status: 200, body: RECORDED_BOUGHT_SHIPMENT },
    );
    const approved = await f.desk(owner, made._id, 'approve', { message: 'Send it back.' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(calls()).toEqual([
      'POST /shipments',
      `GET /shipments/${SHIPMENT}`,
      `POST /shipments/${SHIPMENT}/buy`,
    ]);
    const [create] = easypost.sent;
    expect(create?.headers.authorization).toBe(
      `Basic ${Buffer.from('EZTKrecorded0001:').toString('base64')}`,
    );
    const { shipment } = JSON.parse(create?.body ?? '{}');
    expect(shipment).toMatchObject({
      is_return: true,
      reference: made.number,
      to_address: { name: 'Alice Jones', street1: '1 Main St', city: 'Cypress', state: 'TX' },
      from_address: {
        name: 'ClearSpring Returns',
        street1: '417 Montgomery Street',
        city: 'San Francisco',
        state: 'CA',
        zip: '94104',
      },
    });
    const label = {
      kind: 'label',
      carrier: 'USPS',
      trackingNumber: '9400100208303109430318',
      labelUrl: LABEL_URL,
    };
    expect(approved.json().data).toMatchObject({ status: 'approved', label });
    const mine = await f.client.call('GET', `/returns/${made._id}`, alice);
    expect(mine.json().data.label).toEqual(label);
    expect(await row(made._id)).toMatchObject({ labelShipmentId: SHIPMENT, labelRateCents: 607 });
    const [mail] = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, alice.email), like(outbox.subject, `%${made.number} is approved%`)));
    expect(mail?.text).toContain(`Your label: ${LABEL_URL}`);
    expect(mail?.text).not.toContain('return slip');

    // A second press is refused by the state, and asks EasyPost nothing.
    easypost.sent.length = 0;
    const again = await f.desk(owner, made._id, 'approve', { message: 'Send it back.' });
    expect(again.statusCode).toBe(409);
    expect(easypost.sent).toHaveLength(0);
  });

  it('two staff approving at once: one label bought, the other press refused', async () => {
    const made = await newReturn();
    const manager = await createTestUser(t.app, t.db, {
      staffRole: 'manager',
      name: 'Max Manager',
    });
    // EasyPost takes its time to sell the label, so the second press arrives during the first.
    const standIn = easyPostStandIn({ buyDelayMs: 300 });
    easypostFetch = standIn.fetch;
    try {
      const refused = await f.pressedTogether(made._id, 'approve', [
        [owner, { message: 'Send it back.' }],
        [manager, { message: 'Post it to us.' }],
      ]);
      expect(refused).toBe('Only a new return can be approved.');
      expect(standIn.requests).toEqual([
        'POST /shipments',
        `GET /shipments/${SHIPMENT}`,
        `POST /shipments/${SHIPMENT}/buy`,
      ]);
    } finally {
      easypostFetch = easypost.fetch;
    }
    expect(await row(made._id)).toMatchObject({ status: 'approved', labelUrl: LABEL_URL });
    const approvals = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, alice.email), like(outbox.subject, `%${made.number} is approved%`)));
    expect(approvals).toHaveLength(1);
  });

  it("503 with EasyPost's reason when it refuses: the return stays new, with its slip", async () => {
    const made = await newReturn();
    easypost.left.push({ status: 422, body: RECORDED_INVALID_ADDRESS });
    const refused = await f.desk(owner, made._id, 'approve', { message: 'OK' });
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      message: expect.stringContaining(
        'EasyPost refused the return label (422 ADDRESS.VERIFY.FAILURE',
      ),
    });
    const mine = (await f.client.call('GET', `/returns/${made._id}`, alice)).json().data;
    expect(mine).toMatchObject({ status: 'new', label: { kind: 'slip', labelUrl: null } });
  });

  it('a retry after a failed purchase reuses the shipment and never buys twice', async () => {
    const made = await newReturn();
    // The purchase reached EasyPost, which answered 500 (or the answer was lost).
    easypost.left.push(
      { status: 201, body: RECORDED_RETURN_SHIPMENT },
      { status: 200, body: RECORDED_RETURN_SHIPMENT },
      { status: 500, body: RECORDED_SERVER_ERROR },
    );
    const failed = await f.desk(owner, made._id, 'approve', { message: 'OK' });
    expect(failed.statusCode).toBe(503);
    expect(failed.json().message).toMatch(/500 INTERNAL_SERVER_ERROR.*Try again/);
    expect(await row(made._id)).toMatchObject({ status: 'new', labelShipmentId: SHIPMENT });

    // The owner presses again: the stored shipment already has its label, so nothing is bought.
    easypost.sent.length = 0;
    easypost.left.push({ status: 200, body: RECORDED_BOUGHT_SHIPMENT });
    const approved = await f.desk(owner, made._id, 'approve', { message: 'OK' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(calls()).toEqual([`GET /shipments/${SHIPMENT}`]);
    expect(approved.json().data.label).toMatchObject({ kind: 'label', labelUrl: LABEL_URL });
  });

  it('409 before calling EasyPost when the return address is not a postal address', async () => {
    const made = await newReturn();
    await shopSettingsRepository.write(t.db, { returnAddress: 'ClearSpring Returns' });
    try {
      const refused = await f.desk(owner, made._id, 'approve', { message: 'OK' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toContain('"Name, street, city, ST 12345"');
      expect(easypost.sent).toHaveLength(0);
    } finally {
      await shopSettingsRepository.write(t.db, { returnAddress: '' });
    }
  });
});
