import { createHmac, timingSafeEqual } from 'node:crypto';
import { type ReminderAction, ReminderActionSchema } from '@shop/contract';

export interface ReminderLinkClaims {
  trackedPartId: string;
  action: ReminderAction;
  /** The due day the reminder was about, 'YYYY-MM-DD'. */
  dueDate: string;
  /** Seconds since the epoch after which the link no longer works. */
  expiresAt: number;
}

/** Long enough to act on a reminder after a holiday; short enough that old mail goes stale. */
export const LINK_LIFETIME_DAYS = 90;

/** A key of its own, so a link signature can never be replayed as a session token or vice versa. */
export function reminderLinkKey(jwtSecret: string): Buffer {
  return createHmac('sha256', jwtSecret).update('reminder-links/v1').digest();
}

function signature(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest('base64url');
}

export function signReminderLink(
  key: Buffer,
  claims: Omit<ReminderLinkClaims, 'expiresAt'>,
  now: Date,
): string {
  const expiresAt = Math.floor(now.getTime() / 1000) + LINK_LIFETIME_DAYS * 86_400;
  const body = { p: claims.trackedPartId, a: claims.action, d: claims.dueDate, x: expiresAt };
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${signature(key, payload)}`;
}

/** The claims of an untampered, unexpired link; null otherwise. */
export function verifyReminderLink(
  key: Buffer,
  token: string,
  now: Date,
): ReminderLinkClaims | null {
  const [payload, given, extra] = token.split('.');
  if (!payload || !given || extra !== undefined) return null;
  const expected = Buffer.from(signature(key, payload));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const action = ReminderActionSchema.safeParse(body.a);
    const valid =
      typeof body.p === 'string' &&
      typeof body.d === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(body.d) &&
      typeof body.x === 'number' &&
      action.success;
    if (!valid || body.x * 1000 < now.getTime()) return null;
    return { trackedPartId: body.p, action: action.data, dueDate: body.d, expiresAt: body.x };
  } catch {
    return null;
  }
}
