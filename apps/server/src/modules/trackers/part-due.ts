import { dueDate } from '@shop/contract';

/** A calendar day in UTC, 'YYYY-MM-DD'. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * The day a tracked part should be replaced: its lifespan after installation (or the last
 * reset), moved later by a snooze. The reminder sweep computes the same day in SQL.
 */
export function partDueDay(part: {
  installedAt: Date;
  initialLifespanMonths: number;
  snoozedUntil: Date | null;
}): string {
  const due = isoDay(dueDate(part.installedAt, part.initialLifespanMonths));
  const snoozed = part.snoozedUntil ? isoDay(part.snoozedUntil) : null;
  return snoozed && snoozed > due ? snoozed : due;
}
