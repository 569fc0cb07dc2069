import { formatShopDate, SNOOZE_DAYS } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { trackedParts, trackedProducts } from '../../db/schema/index.ts';
import { isUuid } from '../products/products.service.ts';
import { addPartToCart } from '../trackers/cart-additions.ts';
import { isoDay, partDueDay } from '../trackers/part-due.ts';
import { trackersRepository } from '../trackers/trackers.repository.ts';
import type { ReminderLinkClaims } from './reminder-links.ts';

export type ReminderActionOutcome =
  | { kind: 'page'; title: string; message: string }
  | { kind: 'redirect'; location: string };

export const GONE = {
  kind: 'page',
  title: 'Not tracked any more',
  message: 'This part is no longer tracked, so there is nothing to update.',
} as const;

const STALE = {
  kind: 'page',
  title: 'Already up to date',
  message: 'This reminder has already been dealt with: the part was replaced or snoozed since.',
} as const;

type TrackedPart = typeof trackedParts.$inferSelect;

/**
 * The part was replaced (or reset) after the reminder's due day was set: its own lifespan now
 * ends later than that day. A link from before must say so rather than pretend to act.
 */
export function alreadyReplaced(part: TrackedPart, claims: ReminderLinkClaims) {
  if (partDueDay({ ...part, snoozedUntil: null }) <= claims.dueDate) return null;
  return {
    kind: 'page',
    title: 'Already replaced',
    message: `This part was already replaced on ${formatShopDate(part.installedAt)}, so this reminder needs nothing more.`,
  } as const;
}

export function dayPlus(day: string, days: number): Date {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000);
}

/** A snooze waits 2 weeks from the due day, or from today when that day is already past. */
export function snoozeEnd(dueDay: string, now: Date): Date {
  const today = isoDay(now);
  return dayPlus(dueDay > today ? dueDay : today, SNOOZE_DAYS);
}

export async function findPart(db: Database, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ part: trackedParts, userId: trackedProducts.userId })
    .from(trackedParts)
    .innerJoin(trackedProducts, eq(trackedProducts.id, trackedParts.trackedProductId))
    .where(eq(trackedParts.id, id))
    .limit(1);
  return row;
}

/** What a reminder link does once its confirmation is sent. Each is safe to send twice. */
export async function applyReminderAction(
  db: Database,
  claims: ReminderLinkClaims,
  now: Date,
): Promise<ReminderActionOutcome> {
  const found = await findPart(db, claims.trackedPartId);
  if (!found) return GONE;
  const { part, userId } = found;
  const name = part.partProductNameSnapshot;

  if (claims.action === 'reorder') {
    if (part.partProductId) await addPartToCart(db, userId, part.partProductId);
    return { kind: 'redirect', location: '/shoppingCart' };
  }

  const replaced = alreadyReplaced(part, claims);
  if (replaced) return replaced;
  if (claims.action === 'snooze') {
    const currentDue = partDueDay(part);
    const snoozedUntil = snoozeEnd(claims.dueDate, now);
    if (currentDue === claims.dueDate) {
      await db.update(trackedParts).set({ snoozedUntil }).where(eq(trackedParts.id, part.id));
    } else if (currentDue !== partDueDay({ ...part, snoozedUntil })) {
      return STALE;
    }
    const until = formatShopDate(snoozedUntil);
    return {
      kind: 'page',
      title: 'Snoozed for 2 weeks',
      message: `We will remind you about ${name} again on ${until}.`,
    };
  }

  // Replaced resets the part whatever was pressed before (a snooze moved only its due day): the
  // customer has fitted a new filter, so its lifespan starts over.
  await trackersRepository(db).resetPart(part.trackedProductId, part.id, now);
  const next = partDueDay({ ...part, installedAt: now, snoozedUntil: null });
  return {
    kind: 'page',
    title: 'Marked as replaced',
    message: `${name} is tracked again from today. Its next replacement is due on ${formatShopDate(next)}.`,
  };
}
