import type { Database } from '../../db/database.ts';
import { adminOrdersRepository } from './admin-orders.repository.ts';
import type { OrderFilter } from './order-search.ts';
import { csvHeader, ordersCsvChunks } from './orders-csv.ts';

/** Orders the CSV export reads at a time. */
export const CSV_BATCH = 500;

/**
 * Every matching order as CSV text, a batch at a time: each batch is read, written and let go
 * before the next is read, so the export of a million orders holds one batch in memory. A batch
 * is handed on in small pieces (ordersCsvChunks). `contacts` false leaves out the customers'
 * e-mail and phone. It runs in the request thread: under the start script's heap limit its
 * garbage cannot pile up (decision 083).
 */
export async function* exportOrdersCsv(
  db: Database,
  filter: OrderFilter,
  timeZone: string,
  { batchSize = CSV_BATCH, contacts = true }: { batchSize?: number; contacts?: boolean } = {},
): AsyncGenerator<string> {
  yield csvHeader(timeZone, contacts);
  let afterId: string | null = null;
  for (;;) {
    const rows = await adminOrdersRepository.exportLines(db, filter, timeZone, afterId, batchSize);
    const last = rows.at(-1);
    if (!last) return;
    yield* ordersCsvChunks(rows, contacts);
    if (new Set(rows.map((row) => row.orderId)).size < batchSize) return;
    afterId = last.orderId;
  }
}
