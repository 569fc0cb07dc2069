import { z } from 'zod';

/** /r/{code}: the short link in a reminder, resolved by the server. */
export const ReminderLinkParamsSchema = z.object({ code: z.string().min(1).max(64) });

export const REMINDER_LINK_BROKEN_MESSAGE =
  'This link is damaged or has expired. Open My Products to update your filters.';

/**
 * GET /reminders/links/{code} says what the link will do ('confirm', with the button's words)
 * or why there is nothing to do ('page'); POST does it and answers a 'page' or a 'redirect'.
 */
export const ReminderLinkViewSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('confirm'),
    title: z.string(),
    message: z.string(),
    button: z.string(),
  }),
  z.object({ kind: z.literal('page'), title: z.string(), message: z.string() }),
  z.object({ kind: z.literal('redirect'), location: z.string() }),
]);
export type ReminderLinkView = z.infer<typeof ReminderLinkViewSchema>;
