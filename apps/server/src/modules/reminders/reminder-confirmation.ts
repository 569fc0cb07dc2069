import { formatShopDate } from '@shop/contract';
import type { Database } from '../../db/database.ts';
import {
  alreadyReplaced,
  findPart,
  GONE,
  type ReminderActionOutcome,
  snoozeEnd,
} from './reminder-actions.ts';
import type { ReminderLinkClaims } from './reminder-links.ts';

export type ReminderConfirmation =
  | { kind: 'confirm'; title: string; message: string; button: string }
  | Extract<ReminderActionOutcome, { kind: 'page' }>;

/**
 * What a reminder link will do, asked before doing it: mail scanners fetch links, so opening one
 * must change nothing.
 */
export async function describeReminderAction(
  db: Database,
  claims: ReminderLinkClaims,
  now: Date,
): Promise<ReminderConfirmation> {
  const found = await findPart(db, claims.trackedPartId);
  if (!found) return GONE;
  const name = found.part.partProductNameSnapshot;
  if (claims.action !== 'reorder') {
    const replaced = alreadyReplaced(found.part, claims);
    if (replaced) return replaced;
  }
  if (claims.action === 'reorder') {
    return {
      kind: 'confirm',
      title: 'Reorder this part?',
      message: `One ${name} will be added to your shopping cart. You can review it before checkout.`,
      button: 'Add to cart',
    };
  }
  if (claims.action === 'snooze') {
    const until = formatShopDate(snoozeEnd(claims.dueDate, now));
    return {
      kind: 'confirm',
      title: 'Snooze this reminder?',
      message: `We will remind you about ${name} again in 2 weeks, on ${until}.`,
      button: 'Snooze 2 weeks',
    };
  }
  return {
    kind: 'confirm',
    title: 'Mark this part as replaced?',
    message: `${name} will be tracked again from today, and its lifespan starts over.`,
    button: 'Mark as replaced',
  };
}
