import { z } from 'zod';
import { REQUIRED_FIELDS_MESSAGE } from './messages.ts';
import { requiredText } from './user.ts';

/** POST /contact: stored, then forwarded to the shop's address. */
export const ContactMessageBodySchema = z.object({
  name: requiredText(100),
  email: z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .trim()
    .min(1, { error: REQUIRED_FIELDS_MESSAGE, abort: true })
    .pipe(z.email({ error: 'Enter a valid e-mail address.' })),
  subject: requiredText(200),
  message: requiredText(5000),
});
export type ContactMessageBody = z.infer<typeof ContactMessageBodySchema>;
