import { z } from 'zod';
import { boundedInstant } from './bounds.ts';

/** Replacement reminders: one before a part is due ('lead') and one on the day ('due'). */
export const ReminderKindSchema = z.enum(['lead', 'due']);
export type ReminderKind = z.infer<typeof ReminderKindSchema>;

export const DEFAULT_REMINDER_LEAD_DAYS = 14;
export const SNOOZE_DAYS = 14;

/** The links in a reminder; each is signed, so no sign-in is needed. */
export const ReminderActionSchema = z.enum(['replaced', 'snooze', 'reorder']);
export type ReminderAction = z.infer<typeof ReminderActionSchema>;

/** GET /reminders/action?token=: the confirmation page; nothing changes until its form is sent. */
export const ReminderActionQuerySchema = z.object({ token: z.string().max(2000).default('') });

/** POST /reminders/action: the confirmation page's form, carrying the same signed token. */
export const ReminderActionFormSchema = ReminderActionQuerySchema;

/**
 * GET and POST /reminders/unsubscribe?token= (and POST /reminders/unsubscribe/undo): a reminder
 * e-mail's List-Unsubscribe address and the link at its foot; the token names the address, signed
 * (a query, as an address makes it longer than a path segment may be).
 */
export const ReminderUnsubscribeQuerySchema = z.object({ token: z.string().max(1000) });

/**
 * GET /trackers/reminder-stops: the account's tracker addresses that stopped reminder e-mails, and
 * its tracker numbers that replied STOP to the shop's texts (as the tracker names them). Only the
 * owner of a number can restart its texts, by texting START (decision 062).
 */
export const ReminderStopsSchema = z.object({
  stopped: z.array(z.object({ email: z.string(), since: z.iso.datetime({ offset: true }) })),
  stoppedPhones: z.array(z.object({ phone: z.string(), since: z.iso.datetime({ offset: true }) })),
});
export type ReminderStops = z.infer<typeof ReminderStopsSchema>;

/** POST /trackers/reminder-stops/resume: reminder e-mails go to one of them again. */
export const ResumeRemindersBodySchema = z.object({
  email: z.string({ error: 'Say which address to send reminders to.' }).trim().max(254),
});
export type ResumeRemindersBody = z.infer<typeof ResumeRemindersBodySchema>;

export const RESUME_NOT_YOURS_MESSAGE = 'None of your trackers sends reminders to that address.';

/** POST /admin/reminders/sweep (not in production): run the reminder sweep as of `now`. */
export const ReminderSweepBodySchema = z.object({
  now: boundedInstant('now').optional(),
});
export type ReminderSweepBody = z.infer<typeof ReminderSweepBodySchema>;

export const ReminderSweepResultSchema = z.object({ sent: z.number().int() });
export type ReminderSweepResult = z.infer<typeof ReminderSweepResultSchema>;
