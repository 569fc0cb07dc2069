export interface Timing {
  p50: number;
  p95: number;
  mean: number;
  count: number;
}

/** Percentiles of a list of durations in milliseconds (nearest-rank). */
export function summarize(durations: number[]): Timing {
  const sorted = [...durations].sort((a, b) => a - b);
  const rank = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  const mean = sorted.reduce((sum, d) => sum + d, 0) / sorted.length;
  return { p50: rank(0.5), p95: rank(0.95), mean, count: sorted.length };
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
