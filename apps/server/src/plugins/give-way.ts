import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A bulk answer holds at most 1 / (1 + GIVE_WAY_FACTOR) of the process while others wait. */
export const GIVE_WAY_FACTOR = 4;

declare module 'fastify' {
  interface FastifyInstance {
    /** `source`, pausing between its pieces while other requests are being served. */
    giveWay<T>(source: AsyncIterable<T>): AsyncGenerator<T>;
  }
}

interface GiveWayOptions {
  factor?: number;
  sleep?: (ms: number) => Promise<unknown>;
}

/**
 * Node has no thread priorities, so a bulk answer (the CSV of a million orders) is its own
 * nice(1): after each piece during which other requests arrived, it pauses `factor` times as
 * long as that piece took. Shoppers keep at least four fifths of the process; with nobody else
 * there, the export runs at full speed (decision 056).
 */
export async function* givingWay<T>(
  source: AsyncIterable<T>,
  requestsStarted: () => number,
  { factor = GIVE_WAY_FACTOR, sleep = delay }: GiveWayOptions = {},
): AsyncGenerator<T> {
  for (const iterator = source[Symbol.asyncIterator](); ; ) {
    const before = requestsStarted();
    const began = performance.now();
    const next = await iterator.next();
    if (next.done) return;
    const took = performance.now() - began;
    yield next.value;
    if (requestsStarted() !== before) await sleep(took * factor);
  }
}

export const giveWayPlugin = fp(async (app: FastifyInstance) => {
  let started = 0;
  app.addHook('onRequest', (_request, _reply, done) => {
    started += 1;
    done();
  });
  app.decorate('giveWay', <T>(source: AsyncIterable<T>) => givingWay(source, () => started));
});
