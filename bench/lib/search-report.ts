import { QUERY_KINDS } from './search-queries.ts';

export interface SearchResult {
  kind: string;
  /** From sending the request to the last byte of the answer. */
  ms: number;
  status: number;
  /** Products on the answer's page. */
  found: number;
}

export const TARGET = { p95: 10, p99: 20 };

/** Nearest-rank percentile of sorted values. */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] ?? 0;

function row(label: string, results: SearchResult[]) {
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  const found = results.filter((r) => r.found > 0).length;
  const cells = [0.5, 0.95, 0.99].map((p) => percentile(sorted, p).toFixed(2));
  const share = Math.round((100 * found) / Math.max(1, results.length));
  return `| ${label} | ${results.length} | ${share}% | ${cells.join(' | ')} | ${(sorted.at(-1) ?? 0).toFixed(2)} |`;
}

/**
 * p95 of each run of `size` searches in the order they were sent: whether the server was still
 * getting faster while measured (V8 compiles PostgreSQL's WASM with TurboFan only once it is hot).
 */
export function settling(results: SearchResult[], size = 500): string {
  const p95s = [];
  for (let start = 0; start + size <= results.length; start += size) {
    const sorted = results
      .slice(start, start + size)
      .map((r) => r.ms)
      .sort((a, b) => a - b);
    p95s.push(percentile(sorted, 0.95).toFixed(2));
  }
  return `p95 of each ${size} searches in the order sent: ${p95s.join(', ')} ms`;
}

/** A markdown table of the latencies per kind of query and overall, and the verdict. */
export function latencyTable(results: SearchResult[]): string {
  const overall = results.map((r) => r.ms).sort((a, b) => a - b);
  const failed = results.filter((r) => r.status !== 200).length;
  const meets =
    percentile(overall, 0.95) < TARGET.p95 && percentile(overall, 0.99) < TARGET.p99 && !failed;
  return [
    '| kind | searches | found any | p50 ms | p95 ms | p99 ms | max ms |',
    '|---|---|---|---|---|---|---|',
    ...QUERY_KINDS.map((kind) =>
      row(
        kind,
        results.filter((r) => r.kind === kind),
      ),
    ),
    row('**all**', results),
    '',
    `${failed} failed; ${meets ? 'meets' : 'MISSES'} the target (p95 < ${TARGET.p95} ms, p99 < ${TARGET.p99} ms, none failed)`,
  ].join('\n');
}
