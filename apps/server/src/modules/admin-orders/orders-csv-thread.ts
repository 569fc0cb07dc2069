import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import { threadEntry } from '../../lib/thread-entry.ts';
import type { OrderFilter } from './order-search.ts';
import type { CsvWorkerData, CsvWorkerReply } from './orders-csv-worker.ts';

/**
 * The export's own heap. A million orders pass through it as rows and text; in the request
 * thread V8 let that garbage pile up to 115 MB before a full collection (issue 40.24). Here a
 * small old generation is collected often, and is given back when the export ends
 * (decision 080). One batch (500 orders) and its text need a few MB.
 */
const CSV_HEAP = { maxOldGenerationSizeMb: 48, maxYoungGenerationSizeMb: 16 };

export interface CsvThreadInput {
  config: Config & { databaseUrl: string };
  filter: OrderFilter;
  contacts: boolean;
  batchSize?: number;
}

/**
 * exportOrdersCsv in a worker thread of its own, on PostgreSQL: the same bytes, a piece at a
 * time, each asked for when the reader has taken the last. Stopping early (the reader went
 * away) ends the thread; its failure ends the file with the error.
 */
export async function* exportOrdersCsvInThread(input: CsvThreadInput): AsyncGenerator<Buffer> {
  const entry = threadEntry(new URL('./orders-csv-worker', import.meta.url));
  const worker = new Worker(entry.code, {
    eval: entry.eval,
    workerData: input satisfies CsvWorkerData,
    resourceLimits: CSV_HEAP,
  });
  let waiting: { resolve(reply: CsvWorkerReply): void; reject(error: Error): void } | null = null;
  let ended: Error | null = null;
  const fail = (error: Error) => {
    ended ??= error;
    waiting?.reject(error);
    waiting = null;
  };
  worker.on('message', (reply: CsvWorkerReply) => {
    waiting?.resolve(reply);
    waiting = null;
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the CSV export's thread exited with code ${code}`)));
  try {
    for (;;) {
      if (ended) throw ended;
      const reply = await new Promise<CsvWorkerReply>((resolve, reject) => {
        waiting = { resolve, reject };
        worker.postMessage('next');
      });
      if ('error' in reply) throw new Error(`the CSV export failed: ${reply.error}`);
      if ('done' in reply) return;
      yield Buffer.from(reply.chunk.buffer, reply.chunk.byteOffset, reply.chunk.byteLength);
    }
  } finally {
    worker.removeAllListeners();
    await worker.terminate();
  }
}

/**
 * The app's export: in a thread of its own on the PostgreSQL of DATABASE_URL; in the request
 * thread on PGlite (one connection, in this thread) and in tests, which hand the app their own
 * database.
 */
export function ordersCsv(
  app: FastifyInstance,
  inThisThread: () => AsyncGenerator<string>,
  input: Omit<CsvThreadInput, 'config'>,
): AsyncGenerator<string | Buffer> {
  const { databaseUrl } = app.config;
  if (app.dbKind !== 'postgres' || !databaseUrl) return inThisThread();
  return exportOrdersCsvInThread({ ...input, config: { ...app.config, databaseUrl } });
}
