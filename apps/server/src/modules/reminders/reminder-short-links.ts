import { createHash, randomBytes } from 'node:crypto';
import type { ReminderAction } from '@shop/contract';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { reminderLinks } from '../../db/schema/index.ts';
import { LINK_LIFETIME_DAYS, type ReminderLinkClaims } from './reminder-links.ts';

/** 12 URL-safe characters from 9 random bytes: 72 bits, far beyond guessing at 30 tries a minute. */
const CODE_BYTES = 9;
const CODE_SHAPE = /^[A-Za-z0-9_-]{12}$/;

const hashOf = (code: string) => createHash('sha256').update(code).digest('base64url');

/** The path of a reminder's short link; the web app's /r/:code page resolves it. */
export const shortLinkPath = (code: string) => `/r/${code}`;

/** One code per action of one reminder, stored as a hash and expiring with the signed links. */
export async function issueShortLinks(
  db: Database,
  reminder: { trackedPartId: string; dueDate: string },
  actions: readonly ReminderAction[],
  now: Date,
): Promise<Record<ReminderAction, string>> {
  const expiresAt = new Date(now.getTime() + LINK_LIFETIME_DAYS * 86_400_000);
  const codes = actions.map((action) => ({
    action,
    code: randomBytes(CODE_BYTES).toString('base64url'),
  }));
  await db.delete(reminderLinks).where(lt(reminderLinks.expiresAt, now));
  await db
    .insert(reminderLinks)
    .values(
      codes.map(({ action, code }) => ({ codeHash: hashOf(code), action, ...reminder, expiresAt })),
    );
  return Object.fromEntries(codes.map(({ action, code }) => [action, code])) as Record<
    ReminderAction,
    string
  >;
}

/** What an unexpired code stands for; null for an unknown, malformed or expired one. */
export async function resolveShortLink(
  db: Database,
  code: string,
  now: Date,
): Promise<ReminderLinkClaims | null> {
  if (!CODE_SHAPE.test(code)) return null;
  const [row] = await db
    .select()
    .from(reminderLinks)
    .where(and(eq(reminderLinks.codeHash, hashOf(code)), gt(reminderLinks.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  return {
    trackedPartId: row.trackedPartId,
    action: row.action,
    dueDate: row.dueDate,
    expiresAt: Math.floor(row.expiresAt.getTime() / 1000),
  };
}
