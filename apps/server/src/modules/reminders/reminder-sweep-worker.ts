/**
 * The reminder sweep's worker thread (reminder-sweep-thread.ts starts it): its own connection
 * pool, messenger and logger, from the app's config; the app's request count to give way to.
 * Posts the sweep's outcome once it ends; "stop" from the app stops it between reminders.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { createAdapters } from '../../adapters/index.ts';
import type { Config } from '../../config.ts';
import { openPostgres } from '../../db/client.ts';
import { createLogger } from '../../logger.ts';
import { pacing, requestsStartedIn } from '../../plugins/give-way.ts';
import { createMessenger } from '../outbox/messenger.ts';
import { outboxRepository } from '../outbox/outbox.repository.ts';
import { reminderConfigSettings } from './reminder-settings.ts';
import { runReminderSweep, type SweepOutcome } from './reminder-sweep.ts';

export interface SweepWorkerData {
  config: Config & { databaseUrl: string };
  /** ISO time the sweep runs as of. */
  now: string;
  requestsStarted: Int32Array;
}

export type SweepWorkerResult = SweepOutcome;

const { config, now, requestsStarted } = workerData as SweepWorkerData;
const log = createLogger(config).child({ thread: 'reminder-sweep' });
const stop = new AbortController();
parentPort?.on('message', (message) => {
  if (message === 'stop') stop.abort();
});

const database = await openPostgres(config.databaseUrl, (error) =>
  log.warn({ err: error }, 'idle database connection lost'),
);
try {
  const messenger = createMessenger({
    repository: outboxRepository(database.db),
    adapters: createAdapters(config, log),
    shopName: config.shopName,
    log,
  });
  const outcome = await runReminderSweep(database.db, messenger, new Date(now), {
    ...reminderConfigSettings(config),
    dbKind: 'postgres',
    signal: stop.signal,
    log,
    pace: pacing(requestsStartedIn(requestsStarted)),
  });
  parentPort?.postMessage(outcome satisfies SweepWorkerResult);
} finally {
  await database.close();
  log.flush();
  parentPort?.close();
}
