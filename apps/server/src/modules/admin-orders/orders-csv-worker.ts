/**
 * The orders CSV export's worker thread (orders-csv-thread.ts starts it): its own connection to
 * the app's PostgreSQL, the same export as the request thread's. Each "next" from the app is
 * answered with the next piece of the file as bytes (handed over, not copied), then `done`, or
 * the error that ended it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Config } from '../../config.ts';
import { openPostgres } from '../../db/client.ts';
import type { OrderFilter } from './order-search.ts';
import { exportOrdersCsv } from './orders-csv-export.ts';

export interface CsvWorkerData {
  config: Config & { databaseUrl: string };
  filter: OrderFilter;
  contacts: boolean;
  batchSize?: number;
}

export type CsvWorkerReply = { chunk: Uint8Array } | { done: true } | { error: string };

const { config, filter, contacts, batchSize } = workerData as CsvWorkerData;
const port = parentPort;
const encoder = new TextEncoder();

async function answer(chunks: AsyncGenerator<string>) {
  const next = await chunks.next();
  if (next.done) return { done: true } as const;
  const chunk = encoder.encode(next.value);
  port?.postMessage({ chunk } satisfies CsvWorkerReply, [chunk.buffer]);
  return null;
}

let database: Awaited<ReturnType<typeof openPostgres>> | undefined;
const finish = async (reply: CsvWorkerReply) => {
  port?.postMessage(reply);
  await database?.close().catch(() => {});
  port?.close();
};

try {
  database = await openPostgres(config.databaseUrl);
  const chunks = exportOrdersCsv(database.db, filter, config.shopTimeZone, {
    contacts,
    batchSize,
  });
  port?.on('message', (message) => {
    if (message !== 'next') return;
    answer(chunks).then(
      (last) => last && finish(last),
      (error: unknown) => finish({ error: error instanceof Error ? error.message : String(error) }),
    );
  });
} catch (error) {
  await finish({ error: error instanceof Error ? error.message : String(error) });
}
