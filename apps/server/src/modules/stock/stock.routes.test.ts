import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { api, insertProduct } from '../orders/commerce-fixtures.ts';
import { lowStockSubject, sendLowStockMail } from './low-stock-mail.ts';

describe('admin products and stock', () => {
  let t: TestApp;
  let client: ReturnType<typeof api>;
  let admin: TestUser;
  let customer: TestUser;
  let scarceId: string;
  beforeAll(async () => {
    t = await createTestApp();
    client = api(t.app);
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
    customer = await createTestUser(t.app, t.db);
    scarceId = await insertProduct(t.db, {
      priceCents: 1_250,
      stock: 2,
      name: 'Zz Scarce Cartridge',
    });
    await insertProduct(t.db, { priceCents: 1_250, stock: 40, name: 'Zz Plenty Cartridge' });
  });
  afterAll(() => t.close());

  it('lists with stock, price and flags, searches, filters low stock and pages', async () => {
    const res = await client.call('GET', '/admin/products?q=zz%20&pageSize=10', admin);
    expect(res.statusCode).toBe(200);
    const found = res.json().data;
    expect(found).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(found.items[0]).toMatchObject({
      _id: expect.any(String),
      name: 'Zz Plenty Cartridge',
      price: 12.5,
      stock: 40,
      lowStockThreshold: 5,
      lowStock: false,
      isFeatured: false,
      important: null,
    });
    const low = (await client.call('GET', '/admin/products?q=zz&lowStock=true', admin)).json().data;
    expect(low.items.map((item: { name: string }) => item.name)).toEqual(['Zz Scarce Cartridge']);
    const paged = (
      await client.call('GET', '/admin/products?page=2&pageSize=1&q=zz', admin)
    ).json();
    expect(paged.data.items.map((item: { name: string }) => item.name)).toEqual([
      'Zz Scarce Cartridge',
    ]);
    const tooBig = await client.call('GET', '/admin/products?pageSize=101', admin);
    expect(tooBig.statusCode).toBe(400);
  });

  it('sets stock and threshold in place, refusing bad values', async () => {
    const url = `/admin/products/${scarceId}/stock`;
    const set = await client.call('PATCH', url, admin, { stock: 8, lowStockThreshold: 10 });
    expect(set.json().data).toMatchObject({ stock: 8, lowStockThreshold: 10, lowStock: true });
    const shown = (await client.call('GET', `/products/${scarceId}`)).json().data;
    expect(shown.stock).toBe(8);
    const bad = await client.call('PATCH', url, admin, { stock: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    expect(
      (await client.call('PATCH', '/admin/products/nope/stock', admin, { stock: 1 })).statusCode,
    ).toBe(404);
  });

  it('hardening 30.27: a stock edit made on a stale number answers 409 with the current stock', async () => {
    const url = `/admin/products/${scarceId}/stock`;
    const seen = (await client.call('PATCH', url, admin, { stock: 6 })).json().data.stock;
    // A sale takes one while the admin types 20 over the 6 they saw.
    await client.call('PATCH', url, admin, { stock: seen - 1, expectedStock: seen });
    const stale = await client.call('PATCH', url, admin, { stock: 20, expectedStock: seen });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    expect(stale.json().message).toContain('is now 5, not 6');
    expect((await client.call('GET', `/products/${scarceId}`)).json().data.stock).toBe(5);
    const retried = await client.call('PATCH', url, admin, { stock: 3, expectedStock: 5 });
    expect(retried.json().data).toMatchObject({ stock: 3 });
    const missing = `/admin/products/${crypto.randomUUID()}/stock`;
    expect(
      (await client.call('PATCH', missing, admin, { stock: 1, expectedStock: 0 })).statusCode,
    ).toBe(404);
  });

  it('e-mails the shop the low-stock list once a day', async () => {
    const settings = {
      shopEmail: 'owner@example.com',
      publicUrl: 'http://shop.test',
      dbKind: t.dbKind,
      timeZone: 'UTC',
    };
    const day = new Date('2031-03-04T07:00:00Z');
    expect(await sendLowStockMail(t.db, t.app.messenger, day, settings)).toBeGreaterThan(0);
    expect(await sendLowStockMail(t.db, t.app.messenger, day, settings)).toBe(0);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, 'owner@example.com'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(lowStockSubject('2031-03-04'));
    expect(mails[0]?.text).toContain('Zz Scarce Cartridge');
    expect(mails[0]?.text).not.toContain('Zz Plenty Cartridge');
  });

  it("hardening 30.13: the low-stock e-mail is the shop's day's, in its time zone", async () => {
    const settings = {
      shopEmail: 'texas-owner@example.com',
      publicUrl: 'http://shop.test',
      dbKind: t.dbKind,
      timeZone: 'America/Chicago',
    };
    // 9 pm in Texas on March 3 is already March 4 in UTC.
    const evening = new Date('2031-03-04T03:00:00Z');
    expect(await sendLowStockMail(t.db, t.app.messenger, evening, settings)).toBeGreaterThan(0);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, settings.shopEmail));
    expect(mails.map((mail) => mail.subject)).toEqual([lowStockSubject('2031-03-03')]);
  });

  it('is admin only', async () => {
    expect((await client.call('GET', '/admin/products')).statusCode).toBe(401);
    expect((await client.call('GET', '/admin/products', customer)).statusCode).toBe(403);
    const patch = await client.call('PATCH', `/admin/products/${scarceId}/stock`, customer, {
      stock: 1,
    });
    expect(patch.statusCode).toBe(403);
  });
});
