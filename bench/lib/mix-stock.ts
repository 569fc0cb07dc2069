/**
 * Before the load: the admin sets every product's stock through the back-office API, so the run
 * can never sell out. After it: the database itself is asked how many orders and units there are
 * and whether any stock went below zero, to compare with what the shoppers were told.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { ShopperClient } from './mix-http.ts';
import { BENCH_ADMIN as ADMIN } from './release-server.ts';

interface AdminRow {
  _id: string;
  stock: number;
}

/** Sets each live product's stock to `stock`; answers the product ids. */
export async function stockEveryProduct(admin: ShopperClient, stock: number): Promise<string[]> {
  const { token } = await admin.json<{ token: string }>(
    'admin-sign-in',
    'POST',
    '/api/v1/auth/login',
    {
      body: { credential: ADMIN.email, password: ADMIN.password },
    },
  );
  admin.token = token;
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const { items, total } = await admin.json<{ items: AdminRow[]; total: number }>(
      'admin-products',
      'GET',
      `/api/v1/admin/products?page=${page}&pageSize=100`,
    );
    ids.push(...items.map((item) => item._id));
    if (ids.length >= total || items.length === 0) break;
  }
  for (const id of ids) {
    await admin.send('admin-stock', 'PATCH', `/api/v1/admin/products/${id}/stock`, {
      body: { stock },
    });
  }
  return ids;
}

export interface DatabaseTally {
  orders: number;
  unitsOrdered: number;
  minStock: number;
  stockLeft: number;
  paidIntentsWithoutOrder: number;
}

const TALLY_SQL = `
  select (select count(*) from orders)::int as orders,
         (select coalesce(sum(quantity), 0) from order_items)::int as "unitsOrdered",
         (select coalesce(min(stock), 0) from products where deleted_at is null)::int as "minStock",
         (select coalesce(sum(stock), 0) from products where deleted_at is null)::bigint::text as "stockLeft",
         (select count(*) from payment_intents i
            where i.status = 'succeeded'
              and not exists (select 1 from orders o where o.payment_intent_id = i.id::text))::int
           as "paidIntentsWithoutOrder"`;

function tallyOf(row: Record<string, unknown>): DatabaseTally {
  return {
    orders: Number(row.orders),
    unitsOrdered: Number(row.unitsOrdered),
    minStock: Number(row.minStock),
    stockLeft: Number(row.stockLeft),
    paidIntentsWithoutOrder: Number(row.paidIntentsWithoutOrder),
  };
}

export async function tallyPostgres(databaseUrl: string): Promise<DatabaseTally> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return tallyOf((await client.query(TALLY_SQL)).rows[0]);
  } finally {
    await client.end();
  }
}

/** Opens the embedded database's files once the instance has stopped and released them. */
export async function tallyPglite(directory: string): Promise<DatabaseTally> {
  const db = await PGlite.create(directory);
  try {
    const { rows } = await db.query<Record<string, unknown>>(TALLY_SQL);
    return tallyOf(rows[0] ?? {});
  } finally {
    await db.close();
  }
}
