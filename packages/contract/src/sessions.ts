import { z } from 'zod';
import { REQUIRED_FIELDS_MESSAGE } from './messages.ts';

/** A staff session ends after this long without a request; customers keep the token's 7 days. */
export const STAFF_IDLE_HOURS = 12;
/** What can hurt (refunds, roles, settings, exports) needs a password or code this recent. */
export const STEP_UP_MINUTES = 10;

/** A suspended member's sign-in (right password): 401 with this sentence, shown as it is. */
export const SUSPENDED_MESSAGE =
  "This staff account is suspended. Ask the shop's owner to reinstate it.";

export const STEP_UP_REQUIRED_MESSAGE =
  'Confirm it is you: enter your password or a code from your authenticator app.';
export const SESSION_NOT_FOUND_MESSAGE = 'That session has already ended.';
export const WRONG_STEP_UP_MESSAGE = 'That password or code is not right.';

/** One signed-in device, as GET /auth/sessions lists it. */
export const SessionSchema = z.object({
  _id: z.string(),
  /** "iPhone", "Mac", "Windows computer"…, parsed from the user agent; null when unknown. */
  device: z.string().nullable(),
  /** "Safari 17", "Chrome 120"…; null when unknown. */
  browser: z.string().nullable(),
  ip: z.string().nullable(),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
  /** The session this request was made with. */
  current: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;

export const SessionListSchema = z.object({ sessions: z.array(SessionSchema) });
export type SessionList = z.infer<typeof SessionListSchema>;

export const SessionIdParamsSchema = z.object({ id: z.uuid('No such session.') });

export const EndedSessionsSchema = z.object({ ended: z.number().int() });
export type EndedSessions = z.infer<typeof EndedSessionsSchema>;

/** POST /auth/step-up: the account's password, or a second-factor code (TOTP or recovery). */
export const StepUpBodySchema = z.union([
  z.object({ password: z.string().min(1, REQUIRED_FIELDS_MESSAGE).max(1024) }).strict(),
  z.object({ code: z.string().trim().min(1, REQUIRED_FIELDS_MESSAGE).max(64) }).strict(),
]);
export type StepUpBody = z.infer<typeof StepUpBodySchema>;

export const StepUpResponseSchema = z.object({ authenticatedAt: z.string() });
