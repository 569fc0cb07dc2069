import { type AuditCsvQuery, type AuditEntry, type StaffRole, shopDayRange } from '@shop/contract';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { type AuditChangeRow, auditEntries, users } from '../../db/schema/index.ts';

export interface NewAuditEntry {
  actorId: string;
  actorStaffRole: StaffRole | null;
  action: string;
  targetKind: string | null;
  targetId: string | null;
  changes: AuditChangeRow[];
  ip: string | null;
  userAgent: string | null;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The WHERE of a search; every branch leads with a column of one of the log's indexes. */
function conditions(query: AuditCsvQuery, timeZone: string): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  const actor = query.actor;
  if (actor) {
    where.push(
      GUID.test(actor)
        ? eq(auditEntries.actorId, actor)
        : sql`lower(${auditEntries.actorEmail}) = lower(${actor})`,
    );
  }
  if (query.action) where.push(eq(auditEntries.action, query.action));
  if (query.orderId) {
    where.push(and(eq(auditEntries.targetKind, 'order'), eq(auditEntries.targetId, query.orderId)));
  }
  if (query.customerId) {
    // The customer's own record, and the orders and plans that are theirs.
    const id = query.customerId;
    where.push(sql`(
      (${auditEntries.targetKind} = 'customer' and ${auditEntries.targetId} = ${id})
      or (${auditEntries.targetKind} = 'order' and ${auditEntries.targetId} in (select id::text from orders where user_id = ${id}))
      or (${auditEntries.targetKind} = 'subscription' and ${auditEntries.targetId} in (select id::text from subscriptions where user_id = ${id})))`);
  }
  if (query.from) where.push(gte(auditEntries.at, shopDayRange(query.from, timeZone).start));
  if (query.to) where.push(lt(auditEntries.at, shopDayRange(query.to, timeZone).end));
  return and(...where);
}

const columns = {
  id: auditEntries.id,
  at: auditEntries.at,
  actorId: auditEntries.actorId,
  actorEmail: auditEntries.actorEmail,
  actorStaffRole: auditEntries.actorStaffRole,
  action: auditEntries.action,
  targetKind: auditEntries.targetKind,
  targetId: auditEntries.targetId,
  changes: auditEntries.changes,
  ip: auditEntries.ip,
  userAgent: auditEntries.userAgent,
};
type Row = { [K in keyof typeof columns]: (typeof auditEntries.$inferSelect)[K] };

export function toAuditEntry(row: Row): AuditEntry {
  return {
    _id: row.id,
    at: row.at.toISOString(),
    actor: {
      id: row.actorId,
      email: row.actorEmail,
      staffRole: row.actorStaffRole as StaffRole | null,
    },
    action: row.action,
    target: { kind: row.targetKind, id: row.targetId },
    changes: row.changes,
    ip: row.ip,
    userAgent: row.userAgent,
  };
}

export const auditRepository = {
  /** The only write there is: the table refuses UPDATE and DELETE (migration 0034). */
  async append(db: Database, entry: NewAuditEntry) {
    await db.insert(auditEntries).values({
      ...entry,
      // Copied, not referenced: the log keeps who it was after the account changes or goes.
      actorEmail: sql`(select ${users.email} from ${users} where ${users.id} = ${entry.actorId})`,
    });
  },

  /** One page, newest first, from the entry after `after` (keyset on the (at, id) index). */
  async page(
    db: Database,
    query: AuditCsvQuery & { after?: string; limit: number },
    timeZone: string,
  ): Promise<AuditEntry[]> {
    const cursor = query.after
      ? sql`(${auditEntries.at}, ${auditEntries.id}) < (select a.at, a.id from audit_entries a where a.id = ${query.after})`
      : undefined;
    const rows = await db
      .select(columns)
      .from(auditEntries)
      .where(and(conditions(query, timeZone), cursor))
      .orderBy(desc(auditEntries.at), desc(auditEntries.id))
      .limit(query.limit);
    return rows.map(toAuditEntry);
  },
};
