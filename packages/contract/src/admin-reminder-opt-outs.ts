import { z } from 'zod';
import { AdminPageQuerySchema, adminPageSchema } from './admin-page.ts';
import { isWithinShopYears } from './bounds.ts';

/**
 * Where a page of opt-outs ended: when the last one stopped (to the microsecond, as the database
 * keeps it) and its address. Opaque to clients: they pass back the answer's `nextAfter`.
 */
export const OPT_OUT_CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|(.{1,254})$/s;

const CURSOR_MESSAGE = 'Pass back the nextAfter of a previous page.';

/** The cursor's time names an instant that exists ('0000-00-00…' would reach the database: a 500). */
const isRealCursorTime = (cursor: string) => {
  const time = cursor.slice(0, cursor.indexOf('|'));
  return z.iso.datetime({ precision: 6 }).safeParse(time).success && isWithinShopYears(time);
};

/**
 * GET /admin/reminder-opt-outs: the addresses that stopped reminder e-mails, newest first. `q` is
 * the start of an address (served by the table's primary key); `after` (the previous answer's
 * `nextAfter`) asks for the opt-outs older than that page instead of page `page`.
 */
export const AdminReminderOptOutsQuerySchema = AdminPageQuerySchema.extend({
  q: z.string().trim().toLowerCase().max(254).optional(),
  after: z
    .string()
    .regex(OPT_OUT_CURSOR, CURSOR_MESSAGE)
    .refine(isRealCursorTime, CURSOR_MESSAGE)
    .optional(),
});
export type AdminReminderOptOutsQuery = z.infer<typeof AdminReminderOptOutsQuerySchema>;

export const AdminReminderOptOutSchema = z.object({
  email: z.string(),
  stoppedAt: z.iso.datetime({ offset: true }),
  /** The customer account with this e-mail; null for a tracker's other address. */
  customer: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type AdminReminderOptOut = z.infer<typeof AdminReminderOptOutSchema>;

export const AdminReminderOptOutPageSchema = adminPageSchema(AdminReminderOptOutSchema).extend({
  nextAfter: z.string().nullable(),
});
export type AdminReminderOptOutPage = z.infer<typeof AdminReminderOptOutPageSchema>;
