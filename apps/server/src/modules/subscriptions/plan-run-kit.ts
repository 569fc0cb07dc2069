import type { SubscriptionRunResult } from '@shop/contract';
import { eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, DatabaseKind } from '../../db/database.ts';
import { subscriptionCycles } from '../../db/schema/index.ts';
import { type PlanMail, planMail } from './plan-mail.ts';
import type { PlanDeps } from './plans.service.ts';

// What every part of the renewal run shares (decision 052): the lease, the charge key, the
// transaction whose messages go out after the commit.

/** A claimed cycle is leased for a minute on the database clock, renewed while worked on. */
export const CYCLE_LEASE_SECONDS = 60;
const RENEW_EVERY_MS = 20_000;
export const leaseEnd = sql`now() + make_interval(secs => ${CYCLE_LEASE_SECONDS})`;
export const leaseFree = or(
  isNull(subscriptionCycles.leasedUntil),
  lt(subscriptionCycles.leasedUntil, sql`now()`),
);

/** Whether a run holds cycles now (one that died, or another instance's running now). */
export async function hasLeasedCycles(db: Database): Promise<boolean> {
  const [held] = await db
    .select({ id: subscriptionCycles.id })
    .from(subscriptionCycles)
    .where(gte(subscriptionCycles.leasedUntil, sql`now()`))
    .limit(1);
  return held !== undefined;
}

export type RunDeps = PlanDeps & { dbKind: DatabaseKind; signal?: AbortSignal };

/** The idempotency key of a cycle's n-th charge: retries after a decline need a fresh one. */
export function chargeKey(planId: string, dueOn: string, attempt: number): string {
  const base = `plan:${planId}:cycle:${dueOn}`;
  return attempt <= 1 ? base : `${base}:try:${attempt}`;
}

export const startOfDay = (day: string) => new Date(`${day}T00:00:00Z`);

/** What a run did to cycles; the run's result adds whether it ran (SubscriptionRunResult). */
export type Tally = Omit<SubscriptionRunResult, 'ran' | 'reason' | 'claimed'>;

/** The run's dependencies with its transaction (messages after the commit) and its leases. */
export function runKit(deps: RunDeps) {
  const { db } = deps;

  function mailer() {
    return planMail({ messenger: deps.messenger, settings: deps.mail, log: deps.log });
  }

  /** Writes in one transaction with the messages it reports; hands them over after the commit. */
  async function inTransaction<T>(work: (tx: Database, mail: PlanMail) => Promise<T>): Promise<T> {
    const mail = mailer();
    try {
      const result = await db.transaction((tx) => work(tx, mail));
      await mail.flush();
      return result;
    } catch (error) {
      mail.discard();
      throw error;
    }
  }

  /** Renews the lease of the claimed cycles while this run works on them. */
  function keepLeased(ids: Set<string>) {
    const timer = setInterval(() => {
      if (ids.size === 0) return;
      db.update(subscriptionCycles)
        .set({ leasedUntil: leaseEnd })
        .where(inArray(subscriptionCycles.id, [...ids]))
        .catch((error: unknown) => deps.log?.warn({ err: error }, 'plan cycles not renewed'));
    }, RENEW_EVERY_MS);
    timer.unref();
    return () => clearInterval(timer);
  }

  async function release(cycleId: string) {
    await db
      .update(subscriptionCycles)
      .set({ leasedUntil: null })
      .where(eq(subscriptionCycles.id, cycleId));
  }

  return { deps, db, inTransaction, keepLeased, release };
}

export type RunKit = ReturnType<typeof runKit>;
