import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { planLinks } from '../../db/schema/index.ts';

export type PlanLinkKind = (typeof planLinks.$inferSelect)['action'];

/** A notice's links work until a while after the charge they are about; a pay link for 30 days. */
export const PLAN_LINK_LIFETIME_DAYS = 30;

/** 12 URL-safe characters from 9 random bytes, as the reminders' short links. */
const CODE_BYTES = 9;
const CODE_SHAPE = /^[A-Za-z0-9_-]{12}$/;
const hashOf = (code: string) => createHash('sha256').update(code).digest('base64url');

/** One random code per link; only its hash is kept. */
export async function issuePlanLinks<Kind extends PlanLinkKind>(
  db: Database,
  link: { subscriptionId: string; dueOn: string },
  kinds: readonly Kind[],
  now: Date,
): Promise<Record<Kind, string>> {
  const expiresAt = new Date(now.getTime() + PLAN_LINK_LIFETIME_DAYS * 86_400_000);
  const codes = kinds.map((action) => ({
    action,
    code: randomBytes(CODE_BYTES).toString('base64url'),
  }));
  await db.delete(planLinks).where(lt(planLinks.expiresAt, now));
  await db
    .insert(planLinks)
    .values(
      codes.map(({ action, code }) => ({ codeHash: hashOf(code), action, ...link, expiresAt })),
    );
  return Object.fromEntries(codes.map(({ action, code }) => [action, code])) as Record<
    Kind,
    string
  >;
}

export type PlanLink = typeof planLinks.$inferSelect;

/** An unexpired link; null for an unknown, malformed or expired code. */
export async function resolvePlanLink(
  db: Database,
  code: string,
  now: Date,
): Promise<PlanLink | null> {
  if (!CODE_SHAPE.test(code)) return null;
  const [row] = await db
    .select()
    .from(planLinks)
    .where(and(eq(planLinks.codeHash, hashOf(code)), gt(planLinks.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/** Marks an action link used; true for the one caller that did (a link acts once). */
export async function usePlanLink(db: Database, code: string, now: Date): Promise<boolean> {
  const used = await db
    .update(planLinks)
    .set({ usedAt: now })
    .where(and(eq(planLinks.codeHash, hashOf(code)), isNull(planLinks.usedAt)))
    .returning({ codeHash: planLinks.codeHash });
  return used.length > 0;
}

/** Gives a used link back when what it asked for could not be done. */
export async function releasePlanLink(db: Database, codeHash: string) {
  await db.update(planLinks).set({ usedAt: null }).where(eq(planLinks.codeHash, codeHash));
}
