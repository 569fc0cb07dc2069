import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { insertProduct } from '../orders/commerce-fixtures.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ORDERS = 1_500; // three of the export's batches of 500

describe('the orders CSV over a real connection (issue 28)', () => {
  let t: TestApp;
  let admin: TestUser;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestUser(t.app, t.db, { role: 'admin' });
    const product = await insertProduct(t.db, { priceCents: 1_000, stock: 0, name: 'Bulk Part' });
    await t.db.execute(sql`
      with made as (
        insert into orders (user_id, subtotal_cents, total_cents, shipping_zip, payment_method, created_at)
        select ${admin.id}::uuid, 1000, 1000, '77433', 'Card', now() - make_interval(secs => n)
        from generate_series(1, ${ORDERS}) as n
        returning id
      )
      insert into order_items (order_id, product_id, name, price_cents, quantity, type)
      select id, ${product}::uuid, 'Bulk Part', 1000, 1, 'none' from made`);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  }, 120_000);
  afterAll(() => t.close());

  /** The export read off the socket: its first chunk, whether the answer had ended then, the rest. */
  function download(onFirstChunk: () => Promise<void>) {
    return new Promise<{ first: string; endedAtFirst: boolean; body: string }>(
      (resolve, reject) => {
        const req = request(
          { host: '127.0.0.1', port, path: '/api/v1/admin/orders.csv', headers: admin.headers },
          (res) => {
            let first: string | null = null;
            let endedAtFirst = true;
            let body = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => {
              body += chunk;
              if (first !== null) return;
              first = chunk;
              endedAtFirst = res.complete;
              res.pause();
              onFirstChunk().then(() => res.resume(), reject);
            });
            res.on('end', () => resolve({ first: first ?? '', endedAtFirst, body }));
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end();
      },
    );
  }

  it('issue 28: the first line reaches the client before the server has written the file', async () => {
    let release: () => void = () => {};
    let held: Promise<void> = Promise.resolve();
    if (onPostgres) {
      // The order lines stay locked until the header has arrived: the server cannot have read a
      // single order, let alone finished, when the client reads the first line.
      let locked: () => void = () => {};
      const lockTaken = new Promise<void>((resolve) => {
        locked = resolve;
      });
      held = t.db.transaction(async (tx) => {
        await tx.execute(sql`lock table order_items in access exclusive mode`);
        locked();
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      await lockTaken;
    }
    const { first, endedAtFirst, body } = await download(async () => {
      release();
      await held;
    });
    expect(first).toMatch(/^\uFEFFOrder,Placed \(America\/Chicago\),/);
    expect(endedAtFirst).toBe(false);
    if (onPostgres) expect(first.split('\r\n').filter(Boolean)).toHaveLength(1);
    const rows = body.trimEnd().split('\r\n');
    expect(rows).toHaveLength(ORDERS + 1);
    expect(new Set(rows.slice(1).map((row) => row.split(',')[0])).size).toBe(ORDERS);
  });
});
