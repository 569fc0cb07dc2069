import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { threadEntry } from '../../lib/thread-entry.ts';
import {
  type ReminderSweepSettings,
  runReminderSweep,
  type SweepOutcome,
} from './reminder-sweep.ts';
import type { SweepWorkerData, SweepWorkerResult } from './reminder-sweep-worker.ts';

/**
 * The sweep's own heap: it sends tens of thousands of reminders an hour on a large shop, and
 * the garbage of each would otherwise wait in the request thread's old generation, which V8
 * lets grow to four times its live size on a machine with memory to spare (decision 059). A
 * small heap is collected sooner; the cap only stops a runaway sweep, which the next hour's
 * run takes up again.
 */
const SWEEP_HEAP = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 24 };

export interface SweepThreadInput {
  config: Config & { databaseUrl: string };
  /** The app's count of requests started (app.requestsStarted), to give way to them. */
  requestsStarted: Int32Array;
  /** Aborted: the sweep stops after its current reminder. */
  signal: AbortSignal;
}

/**
 * runReminderSweep in a worker thread of its own, on PostgreSQL (PGlite's one connection lives
 * in the app's thread): same claims, same messages, same outcome.
 */
export function runReminderSweepInThread(
  { config, requestsStarted, signal }: SweepThreadInput,
  now: Date,
): Promise<SweepOutcome> {
  const entry = threadEntry(new URL('./reminder-sweep-worker', import.meta.url));
  const worker = new Worker(entry.code, {
    eval: entry.eval,
    workerData: { config, now: now.toISOString(), requestsStarted } satisfies SweepWorkerData,
    resourceLimits: SWEEP_HEAP,
  });
  const stop = () => worker.postMessage('stop');
  signal.addEventListener('abort', stop, { once: true });
  if (signal.aborted) stop();
  return new Promise<SweepOutcome>((resolve, reject) => {
    let result: SweepWorkerResult | undefined;
    worker.on('message', (message: SweepWorkerResult) => {
      result = message;
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      signal.removeEventListener('abort', stop);
      if (result) resolve(result);
      else reject(new Error(`the reminder sweep's thread exited with code ${code}`));
    });
  });
}

/**
 * The app's sweep: in a thread of its own on the PostgreSQL of DATABASE_URL; in the app's thread
 * on PGlite, and in tests, which hand the app a database and adapters of their own.
 */
export function sweepReminders(
  app: FastifyInstance,
  now: Date,
  settings: ReminderSweepSettings,
): Promise<SweepOutcome> {
  const { databaseUrl } = app.config;
  if (app.dbKind !== 'postgres' || !databaseUrl)
    return runReminderSweep(app.db, app.messenger, now, settings);
  const config = { ...app.config, databaseUrl };
  const { signal } = app.lifecycle;
  return runReminderSweepInThread({ config, requestsStarted: app.requestsStarted, signal }, now);
}
