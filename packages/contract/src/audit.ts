import { z } from 'zod';
import { boundedDay } from './bounds.ts';
import { StaffRoleSchema } from './permissions.ts';

const timestamp = z.iso.datetime({ offset: true });

/** One field a staff write changed: what it was and what it became (any JSON value). */
export const AuditChangeSchema = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditChange = z.infer<typeof AuditChangeSchema>;

/** One row of the audit log (GET /admin/audit): who did what to which thing, from where. */
export const AuditEntrySchema = z.object({
  _id: z.string(),
  at: timestamp,
  actor: z.object({
    id: z.string().nullable(),
    email: z.string().nullable(),
    staffRole: StaffRoleSchema.nullable(),
  }),
  /** The permission the route names (`orders:refund`) or a finer verb of it. */
  action: z.string(),
  target: z.object({ kind: z.string().nullable(), id: z.string().nullable() }),
  changes: z.array(AuditChangeSchema),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AUDIT_RANGE_BACKWARDS_MESSAGE = 'The "From" day is after the "To" day.';

/**
 * GET /admin/audit and /admin/audit.csv. `actor` is a staff member's id or e-mail; `from` and
 * `to` are shop days. Pages walk newest first through the log's index: `after` is the previous
 * page's `nextAfter` (the last entry's `_id`).
 */
const AuditFiltersSchema = z.object({
  actor: z.string().trim().max(200).optional(),
  action: z.string().trim().max(100).optional(),
  orderId: z.guid('The order id is not valid.').optional(),
  customerId: z.guid('The customer id is not valid.').optional(),
  from: boundedDay('The "From" day').optional(),
  to: boundedDay('The "To" day').optional(),
});

const inOrder = (query: { from?: string; to?: string }) =>
  !query.from || !query.to || query.from <= query.to;

export const AuditQuerySchema = AuditFiltersSchema.extend({
  after: z.guid('The page cursor is not valid.').optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
}).refine(inOrder, { message: AUDIT_RANGE_BACKWARDS_MESSAGE, path: ['from'] });
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditCsvQuerySchema = AuditFiltersSchema.refine(inOrder, {
  message: AUDIT_RANGE_BACKWARDS_MESSAGE,
  path: ['from'],
});
export type AuditCsvQuery = z.infer<typeof AuditCsvQuerySchema>;

/** A page of the log, newest first, and the `after` of the next page (null: this is the last). */
export const AuditPageSchema = z.object({
  items: z.array(AuditEntrySchema),
  pageSize: z.number().int(),
  nextAfter: z.string().nullable(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;
