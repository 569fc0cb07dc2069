import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { anyOf } from '../../db/any-of.ts';
import type { Database, DatabaseKind } from '../../db/database.ts';
import { reminders } from '../../db/schema/index.ts';
import type { RunOutcome } from '../../lib/catch-up-run.ts';
import type { Pace } from '../../plugins/give-way.ts';
import type { Messenger } from '../outbox/messenger.ts';
import { isoDay } from '../trackers/part-due.ts';
import {
  type CandidatePosition,
  findReminderCandidates,
  type ReminderCandidate,
} from './reminder-candidates.ts';
import {
  composeReminder,
  REMINDER_ACTIONS,
  type ReminderMessageSettings,
} from './reminder-message.ts';
import { issueShortLinks } from './reminder-short-links.ts';

/** What the sweep needs of app.messenger: the message is written with its "sent" mark. */
export type ReminderMessenger = Pick<Messenger, 'enqueue' | 'deliver'>;

export interface ReminderSweepSettings extends ReminderMessageSettings {
  leadDays: number;
  dbKind: DatabaseKind;
  /** Candidates read per batch (SWEEP_BATCH unless a test makes batches small). */
  batchSize?: number;
  /** Aborted on shutdown: the sweep stops between reminders. */
  signal?: AbortSignal;
  log?: FastifyBaseLogger;
  /**
   * Each reminder, and each batch's reading and claiming, go through it: the app's pace gives
   * way to requests (decision 056).
   */
  pace?: Pace;
}

/** Any 64-bit number the shop uses for nothing else: "reminder sweep" for pg_try_advisory_xact_lock. */
const SWEEP_LOCK_KEY = 7_262_011_905;

/**
 * A claim is the sweep's for a minute at a time, renewed every 20 seconds while it lives: a
 * sweep that dies (SIGKILL, a lost machine) holds its unsent claims for a minute at most
 * (decision 043). The database's clock, shared by every instance.
 */
export const CLAIM_LEASE_SECONDS = 60;
const RENEW_EVERY_MS = 20_000;
const leaseEnd = sql`now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})`;

type Deliverable = ReminderCandidate & { to: string };
type Claimed = { id: string; candidate: Deliverable };

/**
 * Claims the reminders in one statement: the unique part + due day + kind key decides which
 * sweep owns each, so a reminder another sweep already claimed comes back from none. The batch
 * goes as three arrays, not a parameter per value (any-of.ts says why).
 */
async function claim(db: Database, candidates: Deliverable[]): Promise<Claimed[]> {
  if (candidates.length === 0) return [];
  const column = <K extends keyof Deliverable>(key: K) =>
    sql.param(candidates.map((candidate) => candidate[key]));
  const result = await db.execute(sql`
    insert into ${reminders} (tracked_part_id, due_date, kind, leased_until)
    select part, due, kind, ${leaseEnd}
    from unnest(${column('trackedPartId')}::uuid[], ${column('dueDate')}::date[],
      ${column('kind')}::text[]) as claim(part, due, kind)
    on conflict do nothing
    returning id, tracked_part_id, to_char(due_date, 'YYYY-MM-DD') as due_date, kind`);
  const claimed = (
    result as unknown as {
      rows: Array<{ id: string; tracked_part_id: string; due_date: string; kind: string }>;
    }
  ).rows;
  const byKey = new Map(
    claimed.map((row) => [`${row.tracked_part_id}|${row.due_date}|${row.kind}`, row.id]),
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

/** Unsent claims whose lease ran out belong to a sweep that died: give them back to be sent. */
async function releaseAbandonedClaims(db: Database) {
  await db
    .delete(reminders)
    .where(
      and(
        isNull(reminders.sentAt),
        or(isNull(reminders.leasedUntil), sql`${reminders.leasedUntil} < now()`),
      ),
    );
}

/** Whether a sweep left claims unsent (one that died, or another instance's running now). */
export async function hasUnsentClaims(db: Database): Promise<boolean> {
  const [claim] = await db
    .select({ id: reminders.id })
    .from(reminders)
    .where(isNull(reminders.sentAt))
    .limit(1);
  return claim !== undefined;
}

/** Renews the lease of the claims in `unsent` until stopped. */
function keepLeased(db: Database, unsent: Set<string>, log?: FastifyBaseLogger) {
  const timer = setInterval(() => {
    if (unsent.size === 0) return;
    db.update(reminders)
      .set({ leasedUntil: leaseEnd })
      .where(and(anyOf(reminders.id, [...unsent]), isNull(reminders.sentAt)))
      .catch((error: unknown) => log?.warn({ err: error }, 'reminder claims not renewed'));
  }, RENEW_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

class ClaimLostError extends Error {}

/**
 * The message and the claim's "sent" mark commit together: a sweep killed at any point has
 * either done both or neither. The mark requires the claim still unsent, so a claim released
 * under a sweep that stalled past its lease is sent by its new owner only.
 */
async function sendClaimed(
  db: Database,
  messenger: ReminderMessenger,
  { id, candidate }: Claimed,
  now: Date,
  settings: ReminderSweepSettings,
) {
  const row = await db.transaction(async (tx) => {
    const { trackedPartId, dueDate } = candidate;
    const codes = await issueShortLinks(tx, { trackedPartId, dueDate }, REMINDER_ACTIONS, now);
    const stored = await messenger.enqueue(tx, composeReminder(candidate, settings, now, codes));
    const marked = await tx
      .update(reminders)
      .set({ sentAt: now, leasedUntil: null })
      .where(and(eq(reminders.id, id), isNull(reminders.sentAt)))
      .returning({ id: reminders.id });
    if (marked.length === 0) throw new ClaimLostError('the claim was released under the sweep');
    return stored;
  });
  // Committed: from here the outbox owns the delivery (and its retries, should this die).
  await messenger.deliver(row).catch((error: unknown) => {
    settings.log?.warn({ err: error, outboxId: row.id }, 'reminder left to the outbox retries');
  });
}

/**
 * Sends one batch: claimed in one statement, each reminder then in its own transaction, under a
 * lease renewed while the batch lives; what failed or was stopped is given back at once.
 */
async function sendBatch(
  db: Database,
  messenger: ReminderMessenger,
  candidates: ReminderCandidate[],
  now: Date,
  settings: ReminderSweepSettings,
): Promise<{ sent: number; claimed: number }> {
  const deliverable = candidates.filter((candidate): candidate is Deliverable => !!candidate.to);
  const pace = settings.pace ?? ((work) => work());
  const claimed = await pace(() => claimEach(db, deliverable, settings.log));
  const unsent = new Set(claimed.map(({ id }) => id));
  const stopRenewing = keepLeased(db, unsent, settings.log);
  let sent = 0;
  try {
    for (const claim of claimed) {
      if (settings.signal?.aborted) break;
      try {
        await pace(() => sendClaimed(db, messenger, claim, now, settings));
        sent += 1;
      } catch (error) {
        settings.log?.warn(
          { err: error, trackedPartId: claim.candidate.trackedPartId },
          'reminder not sent',
        );
      }
      unsent.delete(claim.id);
    }
  } finally {
    stopRenewing();
  }
  // A failed or stopped reminder goes back at once, for a later sweep (another instance's).
  if (sent < claimed.length) {
    const ids = claimed.map(({ id }) => id);
    await db.delete(reminders).where(and(anyOf(reminders.id, ids), isNull(reminders.sentAt)));
  }
  return { sent, claimed: claimed.length };
}

/**
 * The due range is read SWEEP_BATCH parts at a time in due day then id order, each page after
 * the last one's end, and the candidates among them sent: memory stays that of one batch
 * whatever the number of parts due (issue 28).
 */
export const SWEEP_BATCH = 1_000;

async function sweep(
  db: Database,
  messenger: ReminderMessenger,
  now: Date,
  settings: ReminderSweepSettings,
): Promise<SweepOutcome> {
  await releaseAbandonedClaims(db);
  const today = isoDay(now);
  const batchSize = settings.batchSize ?? SWEEP_BATCH;
  let after: CandidatePosition | null = null;
  const outcome: SweepOutcome = { ran: true, claimed: 0, sent: 0 };
  const pace = settings.pace ?? ((work) => work());
  while (!settings.signal?.aborted) {
    // A batch's reading and claiming are pieces too: on PGlite they hold this thread.
    const { candidates, next } = await pace(() =>
      findReminderCandidates(db, today, settings.leadDays, { after, limit: batchSize }),
    );
    const batch = await sendBatch(db, messenger, candidates, now, settings);
    outcome.sent += batch.sent;
    outcome.claimed += batch.claimed;
    if (!next) break;
    after = next;
  }
  return outcome;
}

/** A sweep's outcome: how many reminders went out, and what its scheduler's catch-up needs. */
export interface SweepOutcome extends RunOutcome {
  sent: number;
}

/**
 * Sends every reminder owed at `now` (a parameter, so tests run years in seconds); says how
 * many went out. Safe to run from several instances at once: on PostgreSQL one sweep at a
 * time holds an advisory lock (the others return at once, `ran: false`), and the unique reminder key
 * stops a second send of the same reminder whatever happens. PGlite serves one instance
 * (instance-lock.ts), and its single connection could not serve a lock holder and the sweep.
 */
export async function runReminderSweep(
  db: Database,
  messenger: ReminderMessenger,
  now: Date,
  settings: ReminderSweepSettings,
): Promise<SweepOutcome> {
  if (settings.dbKind !== 'postgres') return sweep(db, messenger, now, settings);
  return db.transaction(async (lockHolder) => {
    const result = await lockHolder.execute(
      sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}) as locked`,
    );
    const rows = (result as unknown as { rows: Array<{ locked: boolean }> }).rows;
    if (!rows[0]?.locked) return { ran: false, claimed: 0, sent: 0 };
    return sweep(db, messenger, now, settings);
  });
}
