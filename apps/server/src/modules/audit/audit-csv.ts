import type { AuditCsvQuery, AuditEntry } from '@shop/contract';
import type { Database } from '../../db/database.ts';
import { csvField } from '../admin-orders/orders-csv.ts';
import { auditRepository } from './audit.repository.ts';

const COLUMNS = [
  'At (UTC)',
  'Actor e-mail',
  'Actor role',
  'Actor id',
  'Action',
  'Target kind',
  'Target id',
  'Changes',
  'IP',
  'User agent',
];
const BATCH = 500;

const line = (fields: (string | null)[]) => `${fields.map(csvField).join(',')}\r\n`;

/** Changes as one readable cell: `status: "Pending" → "Shipped"; amount: null → 12.5`. */
const changesCell = (entry: AuditEntry) =>
  entry.changes
    .map(
      (c) => `${c.field}: ${JSON.stringify(c.before ?? null)} → ${JSON.stringify(c.after ?? null)}`,
    )
    .join('; ');

const row = (entry: AuditEntry) =>
  line([
    entry.at,
    entry.actor.email,
    entry.actor.staffRole,
    entry.actor.id,
    entry.action,
    entry.target.kind,
    entry.target.id,
    changesCell(entry),
    entry.ip,
    entry.userAgent,
  ]);

/** The matching log, newest first, a batch at a time by the same keyset as the pages. */
export async function* auditCsv(
  db: Database,
  query: AuditCsvQuery,
  timeZone: string,
): AsyncGenerator<string> {
  // The byte-order mark lets Excel read the UTF-8 (as the orders CSV does).
  yield `\uFEFF${line(COLUMNS)}`;
  let after: string | undefined;
  for (;;) {
    const entries = await auditRepository.page(db, { ...query, after, limit: BATCH }, timeZone);
    if (entries.length > 0) yield entries.map(row).join('');
    if (entries.length < BATCH) return;
    after = entries[entries.length - 1]?._id;
  }
}
