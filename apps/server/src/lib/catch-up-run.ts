import type { FastifyBaseLogger } from 'fastify';

/**
 * What one run of a claim-and-lease job (the reminder sweep, the auto-replace run; decisions 043
 * and 052) tells its scheduler.
 */
export interface RunOutcome {
  /** False when another run held the job's lock: it may die holding claims. */
  ran: boolean;
  /** Items this run claimed: one it could not finish waits for its lease to run out. */
  claimed: number;
}

/** Past the lease: the database's clock and this process's timer need not agree to the second. */
const MARGIN_MS = 5_000;

/**
 * The catch-up of a claim-and-lease job: claims a killed run leaves are free a lease after they
 * were last renewed, and without this they would wait for the next hourly run (issue 40 item 12,
 * issue 39 item 10). One more run is scheduled a lease later:
 * - at start, when a run this process's predecessor was killed in left claims (`leftClaims`);
 * - after a run that claimed work, failed, or found the lock held by another run (which may die);
 * - after the first run that ran following a busy one: the holder's claims may outlive it by a
 *   lease, and a run in between finds them still leased.
 * `trigger` starts the job's run (its croner job, protected against overlapping itself).
 */
export function catchUpRuns(input: {
  name: string;
  leaseSeconds: number;
  trigger: () => void;
  log: FastifyBaseLogger;
  /** Tests shorten the wait; the schedule otherwise waits a lease and a margin. */
  delayMs?: number;
}) {
  const delayMs = input.delayMs ?? input.leaseSeconds * 1_000 + MARGIN_MS;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let lastBusy = false;

  function schedule() {
    if (closed) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      input.log.debug({ job: input.name }, 'catch-up run');
      input.trigger();
    }, delayMs);
    timer.unref();
  }

  return {
    /** At start: a catch-up when `leftClaims` finds claims a run left behind. */
    atStart(leftClaims: () => Promise<boolean>) {
      leftClaims()
        .then((left) => left && schedule())
        .catch((error: unknown) =>
          input.log.warn({ err: error, job: input.name }, 'claims left at start not checked'),
        );
    },
    /** After each run: `null` when it failed. */
    after(outcome: RunOutcome | null) {
      const afterBusy = lastBusy;
      lastBusy = outcome !== null && !outcome.ran;
      if (outcome === null || !outcome.ran || outcome.claimed > 0 || afterBusy) schedule();
    },
    /** On close: no catch-up any more. */
    cancel() {
      closed = true;
      clearTimeout(timer);
    },
  };
}
