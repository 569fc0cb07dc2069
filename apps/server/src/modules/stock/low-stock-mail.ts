import { shopDayOf } from '@shop/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, DatabaseKind } from '../../db/database.ts';
import { outbox } from '../../db/schema/index.ts';
import type { Messenger } from '../outbox/messenger.ts';
import { stockRepository } from './stock.repository.ts';

/** Any 64-bit number the shop uses for nothing else: "low-stock mail" for the advisory lock. */
const LOW_STOCK_LOCK_KEY = 7_262_011_906;

export const lowStockSubject = (day: string) => `Low stock on ${day}`;

export interface LowStockSettings {
  shopEmail: string;
  publicUrl: string;
  dbKind: DatabaseKind;
  /** The shop's time zone: the e-mail is the shop's day's, not UTC's. */
  timeZone: string;
}

async function alreadySent(db: Database, to: string, subject: string) {
  const [row] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.subject, subject)))
    .limit(1);
  return Boolean(row);
}

async function sendOnce(db: Database, messenger: Messenger, now: Date, settings: LowStockSettings) {
  const subject = lowStockSubject(shopDayOf(now, settings.timeZone));
  if (await alreadySent(db, settings.shopEmail, subject)) return 0;
  const low = await stockRepository.lowStock(db);
  if (low.length === 0) return 0;
  const lines = low.map(
    (row) => `- ${row.name} (${row.sku}): ${row.stock} left, threshold ${row.lowStockThreshold}`,
  );
  const text = [
    `${low.length} product(s) are at or below their low-stock threshold:`,
    '',
    ...lines,
    '',
    `Restock them in the back office: ${settings.publicUrl}/admin/products?lowStock=true`,
  ].join('\n');
  await messenger.send({ channel: 'email', to: settings.shopEmail, subject, text });
  return low.length;
}

/**
 * The day's low-stock e-mail to the shop, at most once a day: the outbox is checked for the
 * day's subject, and on PostgreSQL one instance at a time holds the advisory lock while it
 * checks and sends. Returns how many products it listed (0 = nothing sent).
 */
export async function sendLowStockMail(
  db: Database,
  messenger: Messenger,
  now: Date,
  settings: LowStockSettings,
): Promise<number> {
  if (settings.dbKind !== 'postgres') return sendOnce(db, messenger, now, settings);
  return db.transaction(async (lockHolder) => {
    const result = await lockHolder.execute(
      sql`select pg_try_advisory_xact_lock(${LOW_STOCK_LOCK_KEY}) as locked`,
    );
    const rows = (result as unknown as { rows: Array<{ locked: boolean }> }).rows;
    if (!rows[0]?.locked) return 0;
    return sendOnce(db, messenger, now, settings);
  });
}
