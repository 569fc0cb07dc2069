import { desc } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';

export interface AuditChangeRow {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * Every staff write, appended once and never changed: a trigger refuses UPDATE and DELETE
 * (migration 0033, decision 068). The actor is copied in (id, e-mail, role at the time) and not a
 * foreign key, so removing an account never has to touch the log.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: id(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    actorStaffRole: text('actor_staff_role'),
    action: text('action').notNull(),
    targetKind: text('target_kind'),
    targetId: text('target_id'),
    changes: jsonb('changes').$type<AuditChangeRow[]>().notNull().default([]),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('audit_entries_at_idx').on(desc(t.at), desc(t.id)),
    index('audit_entries_actor_idx').on(t.actorId, desc(t.at)),
    index('audit_entries_target_idx').on(t.targetKind, t.targetId, desc(t.at)),
    index('audit_entries_action_idx').on(t.action, desc(t.at)),
  ],
);
