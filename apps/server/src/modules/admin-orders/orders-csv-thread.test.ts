import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { type DatabaseHandle, openPostgres } from '../../db/client.ts';
import { migrateDatabase } from '../../db/migrate.ts';
import { seedDatabase } from '../../db/seed/seed.ts';
import { createTemporaryDatabase } from '../../test/temp-postgres.ts';
import { testConfig } from '../../test/test-app.ts';
import { createTestUser, type TestUser } from '../../test/test-users.ts';
import { insertProduct } from '../orders/commerce-fixtures.ts';
import { exportOrdersCsv } from './orders-csv-export.ts';
import { exportOrdersCsvInThread } from './orders-csv-thread.ts';

const serverUrl = process.env.TEST_DATABASE_URL;
const ORDERS = 1_200; // three of the export's batches of 500

/** The export's own thread opens its own connection to the app's database: PostgreSQL only. */
describe.skipIf(!serverUrl)('the orders CSV in a thread of its own (issue 40.24)', () => {
  let database: Awaited<ReturnType<typeof createTemporaryDatabase>>;
  let handle: DatabaseHandle;
  let app: FastifyInstance;
  let admin: TestUser;
  const config = () => ({ ...testConfig(), databaseUrl: database.url });

  beforeAll(async () => {
    database = await createTemporaryDatabase(serverUrl ?? '');
    handle = await openPostgres(database.url);
    await migrateDatabase(handle, (db) =>
      seedDatabase(db, { admin: config().admin, demoCatalogue: config().seedDemo }),
    );
    // As the release runs it: DATABASE_URL set, so the export leaves the request thread.
    app = await buildApp(config(), { db: handle.db, dbKind: 'postgres' });
    await app.ready();
    admin = await createTestUser(app, handle.db, { role: 'admin' });
    const product = await insertProduct(handle.db, {
      priceCents: 1_250,
      stock: 0,
      name: 'Díaz, "Bulk" Part',
    });
    await handle.db.execute(sql`
      with made as (
        insert into orders (user_id, subtotal_cents, total_cents, shipping_zip, payment_method, created_at)
        select ${admin.id}::uuid, 2500, 2500, '77433', 'Card', now() - make_interval(secs => n)
        from generate_series(1, ${ORDERS}) as n
        returning id
      )
      insert into order_items (order_id, product_id, name, price_cents, quantity, type)
      select id, ${product}::uuid, 'Díaz, "Bulk" Part', 1250, 2, 'none' from made`);
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await handle?.close();
    await database?.drop();
  });

  async function inThisThread(filter: object) {
    let text = '';
    for await (const chunk of exportOrdersCsv(handle.db, filter, config().shopTimeZone))
      text += chunk;
    return text;
  }

  it('downloads the same file the request thread writes, every order once', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/orders.csv',
      headers: admin.headers,
    });

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.body).toBe(await inThisThread({}));
    const lines = response.body.trimEnd().split('\r\n');
    expect(lines).toHaveLength(ORDERS + 1);
    expect(lines[1]).toContain('"Díaz, ""Bulk"" Part",2,12.50,25.00,25.00');
  }, 60_000);

  it("keeps the filters: a day's orders only", async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/admin/orders.csv?to=1990-05-05',
      headers: admin.headers,
    });

    expect(response.statusCode).toBe(200);
    expect(response.body.trimEnd().split('\r\n')).toHaveLength(1);
    expect(response.body).toBe(await inThisThread({ to: '1990-05-05' }));
  }, 60_000);

  it('ends with an error, not a short file, when its thread cannot reach the database', async () => {
    const unreachable = { ...testConfig(), databaseUrl: 'postgres://postgres@127.0.0.1:1/none' };
    const reading = async () => {
      for await (const _chunk of exportOrdersCsvInThread({
        config: unreachable,
        filter: {},
        contacts: true,
      }));
    };
    await expect(reading()).rejects.toThrow(/the CSV export failed/);
  }, 60_000);
});
