import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DatabaseKind } from '../../db/database.ts';
import { reminders } from '../../db/schema/index.ts';
import { isoDay } from '../trackers/part-due.ts';
import { findReminderCandidates, type ReminderCandidate } from './reminder-candidates.ts';
import {
  composeReminder,
  REMINDER_ACTIONS,
  type ReminderMessage,
  type ReminderMessageSettings,
} from './reminder-message.ts';
import { issueShortLinks } from './reminder-short-links.ts';

/** What the sweep needs of app.messenger (tests may count instead of sending). */
export interface ReminderMessenger {
  send(message: ReminderMessage): Promise<unknown>;
}

export interface ReminderSweepSettings extends ReminderMessageSettings {
  leadDays: number;
  dbKind: DatabaseKind;
  /** Aborted on shutdown: the sweep stops between reminders. */
  signal?: AbortSignal;
  log?: FastifyBaseLogger;
}

/** Any 64-bit number the shop uses for nothing else: "reminder sweep" for pg_try_advisory_xact_lock. */
const SWEEP_LOCK_KEY = 7_262_011_905;

type Deliverable = ReminderCandidate & { to: string };
type Claimed = { id: string; candidate: Deliverable };

/**
 * Claims the reminders in one statement: the unique part + due day + kind key decides which
 * sweep owns each, so a reminder another sweep already claimed comes back from none.
 */
async function claim(db: Database, candidates: Deliverable[]): Promise<Claimed[]> {
  if (candidates.length === 0) return [];
  const claimed = await db
    .insert(reminders)
    .values(
      candidates.map(({ trackedPartId, dueDate, kind }) => ({ trackedPartId, dueDate, kind })),
    )
    .onConflictDoNothing()
    .returning({
      id: reminders.id,
      trackedPartId: reminders.trackedPartId,
      dueDate: reminders.dueDate,
      kind: reminders.kind,
    });
  const byKey = new Map(
    claimed.map((row) => [`${row.trackedPartId}|${row.dueDate}|${row.kind}`, row.id]),
  );
  return candidates.flatMap((candidate) => {
    const id = byKey.get(`${candidate.trackedPartId}|${candidate.dueDate}|${candidate.kind}`);
    return id ? [{ id, candidate }] : [];
  });
}

/** A part deleted since the candidates were read fails the batch: then claim one by one. */
async function claimEach(db: Database, candidates: Deliverable[], log?: FastifyBaseLogger) {
  try {
    return await claim(db, candidates);
  } catch {
    const claimed: Claimed[] = [];
    for (const candidate of candidates) {
      try {
        claimed.push(...(await claim(db, [candidate])));
      } catch (error) {
        log?.warn({ err: error, trackedPartId: candidate.trackedPartId }, 'reminder not claimed');
      }
    }
    return claimed;
  }
}

/**
 * A claim still unsent after minutes belongs to a sweep that died between claiming and sending
 * (a crash or a restart): give it back so this sweep sends it. Real time, not the sweep's `now`.
 */
async function releaseAbandonedClaims(db: Database) {
  await db
    .delete(reminders)
    .where(
      and(isNull(reminders.sentAt), sql`${reminders.createdAt} < now() - interval '10 minutes'`),
    );
}

async function sweep(
  db: Database,
  messenger: ReminderMessenger,
  now: Date,
  settings: ReminderSweepSettings,
): Promise<number> {
  await releaseAbandonedClaims(db);
  const candidates = await findReminderCandidates(db, isoDay(now), settings.leadDays);
  const deliverable = candidates.filter((candidate): candidate is Deliverable => !!candidate.to);
  let sent = 0;
  for (const { id, candidate } of await claimEach(db, deliverable, settings.log)) {
    if (settings.signal?.aborted) {
      // Unsent claims go back at once, so the next instance's sweep sends them.
      await db.delete(reminders).where(eq(reminders.id, id));
      continue;
    }
    try {
      const { trackedPartId, dueDate } = candidate;
      const codes = await issueShortLinks(db, { trackedPartId, dueDate }, REMINDER_ACTIONS, now);
      await messenger.send(composeReminder(candidate, settings, now, codes));
    } catch (error) {
      // Give the claim back so a later sweep tries again; one failure must not stop the rest.
      await db.delete(reminders).where(eq(reminders.id, id));
      settings.log?.warn(
        { err: error, trackedPartId: candidate.trackedPartId },
        'reminder not sent',
      );
      continue;
    }
    // Marked at once, not after the loop: a sweep stopped halfway (a deploy, a crash) leaves
    // only the one reminder in flight to be released and sent again, not all it had sent.
    await db.update(reminders).set({ sentAt: now }).where(eq(reminders.id, id));
    sent += 1;
  }
  return sent;
}

/**
 * Sends every reminder owed at `now` (a parameter, so tests run years in seconds); returns
 * how many went out. Safe to run from several instances at once: on PostgreSQL one sweep at a
 * time holds an advisory lock (the others return 0 at once), and the unique reminder key
 * stops a second send of the same reminder whatever happens. PGlite serves one instance
 * (instance-lock.ts), and its single connection could not serve a lock holder and the sweep.
 */
export async function runReminderSweep(
  db: Database,
  messenger: ReminderMessenger,
  now: Date,
  settings: ReminderSweepSettings,
): Promise<number> {
  if (settings.dbKind !== 'postgres') return sweep(db, messenger, now, settings);
  return db.transaction(async (lockHolder) => {
    const result = await lockHolder.execute(
      sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}) as locked`,
    );
    const rows = (result as unknown as { rows: Array<{ locked: boolean }> }).rows;
    if (!rows[0]?.locked) return 0;
    return sweep(db, messenger, now, settings);
  });
}
