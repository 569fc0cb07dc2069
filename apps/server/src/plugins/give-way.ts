import { performance } from 'node:perf_hooks';
import { setTimeout as delay, setImmediate as turn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Background work holds at most 1 / (1 + GIVE_WAY_FACTOR) of the process while others wait. */
export const GIVE_WAY_FACTOR = 4;
/**
 * On PGlite the database's own work is in each piece, in this thread, and what the pieces leave
 * out (collecting their garbage, writing them out) falls in the shoppers' share: at 4 and at 5
 * shoppers kept 0.65-0.81 of their throughput beside the CSV export and the sweep; 8 bounds
 * the pieces to a ninth (bench/README.md).
 */
export const GIVE_WAY_FACTOR_PGLITE = 8;

/** Runs one piece of background work, then pauses if requests were served meanwhile. */
export type Pace = <T>(work: () => Promise<T>) => Promise<T>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work (the reminder sweep, one reminder at a time) giving way to requests. */
    pace: Pace;
    /** `source`, pausing between its pieces while other requests are being served. */
    giveWay<T>(source: AsyncIterable<T>): AsyncGenerator<T>;
    /** Requests started so far, in memory a worker thread can read (the reminder sweep's). */
    requestsStarted: Int32Array;
  }
}

interface PaceOptions {
  factor?: number;
  sleep?: (ms: number) => Promise<unknown>;
}

/**
 * Node has no thread priorities, so background work (a CSV of a million orders, the reminder
 * sweep) is its own nice(1): after each piece during which other requests arrived, it pauses
 * `factor` times as long as that piece took. Shoppers keep at least four fifths of the process;
 * with nobody else there, the work runs at full speed (decision 056).
 */
export function pacing(
  requestsStarted: () => number,
  { factor = GIVE_WAY_FACTOR, sleep = delay }: PaceOptions = {},
): Pace {
  return async (work) => {
    const before = requestsStarted();
    const began = performance.now();
    const result = await work();
    const took = performance.now() - began;
    await letTheLoopPoll();
    if (requestsStarted() !== before) await sleep(took * factor);
    return result;
  };
}

/**
 * On PGlite a piece's statements run in this thread: requests that arrive meanwhile wait in the
 * socket until the event loop polls, and only then start. Two turns: a piece that ended inside
 * the poll phase gets its first turn (the check phase) before the next poll.
 */
async function letTheLoopPoll() {
  await turn();
  await turn();
}

/** `source` read one piece at a time through `pace`. */
export async function* givingWay<T>(source: AsyncIterable<T>, pace: Pace): AsyncGenerator<T> {
  for (const iterator = source[Symbol.asyncIterator](); ; ) {
    const next = await pace(() => iterator.next());
    if (next.done) return;
    yield next.value;
  }
}

/** The count a paced thread reads: requests started so far (it wraps, and only changes matter). */
export const requestsStartedIn = (counter: Int32Array) => () => Atomics.load(counter, 0);

export const giveWayPlugin = fp(async (app: FastifyInstance) => {
  const started = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
  // Counted on the HTTP server, not in a Fastify hook: cached answers never reach Fastify
  // (decision 034), and they are most of what shoppers ask for.
  app.server.on('request', () => {
    Atomics.add(started, 0, 1);
  });
  const pace = pacing(requestsStartedIn(started), {
    factor: app.dbKind === 'pglite' ? GIVE_WAY_FACTOR_PGLITE : GIVE_WAY_FACTOR,
  });
  app.decorate('pace', pace);
  app.decorate('giveWay', <T>(source: AsyncIterable<T>) => givingWay(source, pace));
  app.decorate('requestsStarted', started);
});
