import type { DatabaseHandle } from './client.ts';

/**
 * Indexes a migration creates that an operator can build beforehand on a live database
 * (`npm run db:prebuild-indexes`, docs/operations.md): drizzle's migrator runs every pending
 * migration in one transaction, where CREATE INDEX CONCURRENTLY is not allowed, and a plain
 * CREATE INDEX blocks writes to its table for the whole build. Each definition here is exactly
 * the migration's, whose CREATE INDEX IF NOT EXISTS then finds it and does nothing. A new
 * index on a large table adds one line.
 */
export const PREBUILT_INDEXES: ReadonlyArray<{ name: string; table: string; on: string }> = [
  // 0022: the back office's lists and searches (users_phone_digits_trgm_idx cannot be built
  // before the migration adds its column).
  {
    name: 'outbox_status_created_id_idx',
    table: 'outbox',
    on: `USING btree ("status","created_at","id")`,
  },
  {
    name: 'outbox_channel_created_id_idx',
    table: 'outbox',
    on: `USING btree ("channel","created_at","id")`,
  },
  {
    name: 'outbox_created_id_idx',
    table: 'outbox',
    on: `USING btree ("created_at","id")`,
  },
  {
    name: 'outbox_to_trgm_idx',
    table: 'outbox',
    on: `USING gin ("to" gin_trgm_ops)`,
  },
  {
    name: 'outbox_subject_trgm_idx',
    table: 'outbox',
    on: `USING gin ("subject" gin_trgm_ops)`,
  },
  {
    name: 'outbox_shown_text_trgm_idx',
    table: 'outbox',
    on: `USING gin (coalesce("masked_text", "text") gin_trgm_ops)`,
  },
  {
    name: 'orders_user_created_id_idx',
    table: 'orders',
    on: `USING btree ("user_id","created_at","id")`,
  },
  {
    name: 'orders_created_id_idx',
    table: 'orders',
    on: `USING btree ("created_at","id")`,
  },
  {
    name: 'orders_status_created_id_idx',
    table: 'orders',
    on: `USING btree ("status","created_at","id")`,
  },
  {
    name: 'users_name_trgm_idx',
    table: 'users',
    on: `USING gin ("name" gin_trgm_ops)`,
  },
  {
    name: 'users_email_trgm_idx',
    table: 'users',
    on: `USING gin ("email" gin_trgm_ops)`,
  },
  {
    name: 'users_customers_created_idx',
    table: 'users',
    on: `USING btree ("created_at","id") WHERE "users"."role" = 'user'`,
  },
  // 0024: the dashboard's "orders to ship".
  {
    name: 'orders_pending_created_idx',
    table: 'orders',
    on: `USING btree ("created_at") WHERE "orders"."status" = 'Pending'`,
  },
  // 0024: the reminder sweep's due-day range (partDueDay() in schema/tracker.ts).
  {
    name: 'tracked_parts_due_idx',
    table: 'tracked_parts',
    on: `USING btree (greatest((("installed_at" at time zone 'UTC') + make_interval(months => "initial_lifespan_months"))::date, ("snoozed_until" at time zone 'UTC')::date),"id")`,
  },
  // 0026: a customer's messages (customer detail) and filter lines (My Products).
  {
    name: 'outbox_to_created_idx',
    table: 'outbox',
    on: `USING btree ("to","created_at")`,
  },
  {
    name: 'order_items_filter_order_idx',
    table: 'order_items',
    on: `USING btree ("order_id") WHERE "order_items"."type" = 'filter'`,
  },
  // 0046: the hourly review requests' delivered orders.
  {
    name: 'orders_delivered_at_idx',
    table: 'orders',
    on: `USING btree ("delivered_at") WHERE "orders"."status" = 'Delivered'`,
  },
];

export interface PrebuildReport {
  name: string;
  outcome: 'built' | 'rebuilt' | 'present' | 'no table';
  seconds: number;
}

/**
 * Builds each index that is missing, CONCURRENTLY on PostgreSQL (writes go on during the build;
 * each statement is its own transaction). An index a failed or cancelled concurrent build left
 * INVALID is dropped and built again: IF NOT EXISTS alone would keep it, and no query uses it.
 * PGlite serves one instance that is stopped for an upgrade, so there it is a plain build.
 */
export async function prebuildIndexes(
  handle: DatabaseHandle,
  onIndex: (report: PrebuildReport) => void = () => {},
): Promise<PrebuildReport[]> {
  const query = async <T>(statement: string, params: unknown[] = []): Promise<T[]> =>
    handle.kind === 'pglite'
      ? (await handle.client.query<T>(statement, params)).rows
      : ((await handle.pool.query(statement, params)).rows as T[]);
  const concurrently = handle.kind === 'postgres' ? 'CONCURRENTLY ' : '';
  const reports: PrebuildReport[] = [];
  for (const index of PREBUILT_INDEXES) {
    const started = performance.now();
    const [table] = await query<{ found: boolean }>('select to_regclass($1) is not null as found', [
      index.table,
    ]);
    const [existing] = await query<{ valid: boolean }>(
      `select i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
       where c.relname = $1 and pg_table_is_visible(c.oid)`,
      [index.name],
    );
    let outcome: PrebuildReport['outcome'];
    if (!table?.found) outcome = 'no table';
    else if (existing?.valid) outcome = 'present';
    else {
      if (existing) await query(`DROP INDEX ${concurrently}IF EXISTS "${index.name}"`);
      await query(
        `CREATE INDEX ${concurrently}IF NOT EXISTS "${index.name}" ON "${index.table}" ${index.on}`,
      );
      outcome = existing ? 'rebuilt' : 'built';
    }
    const report = { name: index.name, outcome, seconds: (performance.now() - started) / 1000 };
    reports.push(report);
    onIndex(report);
  }
  return reports;
}
