/**
 * Keeps one of Node's `process.nextTick` queue entries alive for the life of the process.
 *
 * Why (measured in bench/README.md, "Why PGlite was slower"): V8 remembers the hidden class
 * ("map") of the object `nextTick` builds for each tick, and holds it only weakly. A full garbage
 * collection at a moment when no tick is queued frees those maps; the next tick builds new ones,
 * V8 sees a second shape, and from then on builds every tick object in the slow runtime path, for
 * the rest of the process. Every HTTP response goes through `nextTick` several times, so such a
 * server answers about a fifth fewer requests. Loading the embedded database causes exactly such
 * collections. One live tick object keeps the original maps reachable, so they are never replaced.
 *
 * Import this module before anything else the server loads (it is the first import of main.ts).
 */
import { createHook } from 'node:async_hooks';

const keptTickObjects: object[] = [];

const hook = createHook({
  init(_asyncId, type, _triggerAsyncId, resource) {
    // For a tick, the resource async hooks are given is the queue entry itself.
    if (type === 'TickObject' && keptTickObjects.length === 0) keptTickObjects.push(resource);
  },
});
hook.enable();
process.nextTick(() => {});
hook.disable();

/** The tick object being kept; for the test that checks later ticks still share its shape. */
export function keptTickObject(): object | undefined {
  return keptTickObjects[0];
}
