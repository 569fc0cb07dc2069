import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { trackedParts, trackedProducts, users } from '../../db/schema/index.ts';
import { isoDay, partDueDay } from '../trackers/part-due.ts';

/**
 * A model of many households for the simulated-clock test of the reminder sweep: what each
 * part's reminders should be on each day, and what the customers do when one arrives.
 */

const smsNumber = (run: string, i: number) =>
  `+1${String(parseInt(run, 36) % 1000).padStart(3, '0')}${String(i).padStart(7, '0')}`;

export const DAY_MS = 86_400_000;

/** What a household does with a 'due' reminder. */
type Behaviour = 'replaces' | 'snoozes-then-replaces' | 'ignores';
const BEHAVIOURS: Behaviour[] = ['replaces', 'snoozes-then-replaces', 'ignores'];

export interface ModelPart {
  id: string;
  installedAt: Date;
  initialLifespanMonths: number;
  snoozedUntil: Date | null;
  behaviour: Behaviour;
}

export const reminderKey = (partId: string, dueDate: string, kind: string) =>
  `${partId}|${dueDate}|${kind}`;

/** Inserts the households in a few statements; returns the model of their parts. */
export async function insertHouseholds(
  db: Database,
  count: number,
  start: Date,
  partProductId: string,
): Promise<ModelPart[]> {
  const run = Math.random().toString(36).slice(2, 8);
  const userRows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `Household ${i}`,
        email: `sim-${run}-${i}@example.com`,
        isEmailVerified: true,
        isPhoneVerified: i % 5 === 0,
        // SMS households remind their own verified phone (any other would first need confirming).
        phoneNumber: i % 5 === 0 ? smsNumber(run, i) : null,
      })),
    )
    .returning({ id: users.id });
  const productRows = await db
    .insert(trackedProducts)
    .values(
      userRows.map((user, i) => ({
        userId: user.id,
        customName: `System ${i}`,
        installationDate: new Date(start.getTime() - (i % 10) * DAY_MS),
        systemProductNameSnapshot: 'Simulated system',
        contactMethod: i % 5 === 0 ? ('sms' as const) : ('email' as const),
        contactSms: i % 5 === 0 ? smsNumber(run, i) : null,
        contactEmail: i % 5 === 0 ? null : `sim-${run}-${i}@example.com`,
      })),
    )
    .returning({ id: trackedProducts.id, installationDate: trackedProducts.installationDate });
  const partValues = productRows.flatMap((product, i) =>
    [[2, 3, 4, 6][i % 4] ?? 3, [6, 12][i % 2] ?? 6].map((months) => ({
      trackedProductId: product.id,
      partProductId,
      partProductNameSnapshot: `Cartridge ${months}m`,
      initialLifespanMonths: months,
      installedAt: product.installationDate,
    })),
  );
  const parts = await db.insert(trackedParts).values(partValues).returning();
  const behaviourOf = new Map(
    productRows.map((product, i) => [product.id, BEHAVIOURS[i % 3] ?? 'ignores']),
  );
  return parts.map((part) => ({
    id: part.id,
    installedAt: part.installedAt,
    initialLifespanMonths: part.initialLifespanMonths,
    snoozedUntil: part.snoozedUntil,
    behaviour: behaviourOf.get(part.trackedProductId) ?? 'ignores',
  }));
}

/** The reminders every part is owed on `today`: 'lead' exactly leadDays before, 'due' on the day. */
export function expectedReminders(parts: ModelPart[], today: string, leadDays: number): string[] {
  const keys: string[] = [];
  for (const part of parts) {
    const due = partDueDay(part);
    if (due === today) keys.push(reminderKey(part.id, due, 'due'));
    const leadDay = isoDay(new Date(Date.parse(`${due}T00:00:00Z`) - leadDays * DAY_MS));
    if (!part.snoozedUntil && leadDay === today) keys.push(reminderKey(part.id, due, 'lead'));
  }
  return keys;
}

/** The customers act on today's 'due' reminders, in the model and in the database. */
export async function actOnDueReminders(
  db: Database,
  parts: ModelPart[],
  today: string,
  now: Date,
) {
  const replaced: string[] = [];
  const snoozed: string[] = [];
  const snoozedUntil = new Date(Date.parse(`${today}T12:00:00Z`) + 14 * DAY_MS);
  for (const part of parts) {
    if (partDueDay(part) !== today || part.behaviour === 'ignores') continue;
    if (part.behaviour === 'snoozes-then-replaces' && !part.snoozedUntil) {
      part.snoozedUntil = snoozedUntil;
      snoozed.push(part.id);
    } else {
      part.installedAt = now;
      part.snoozedUntil = null;
      replaced.push(part.id);
    }
  }
  if (replaced.length > 0) {
    await db
      .update(trackedParts)
      .set({ installedAt: now, snoozedUntil: null })
      .where(inArray(trackedParts.id, replaced));
  }
  if (snoozed.length > 0) {
    await db.update(trackedParts).set({ snoozedUntil }).where(inArray(trackedParts.id, snoozed));
  }
}
