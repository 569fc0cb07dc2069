/**
 * What the shopper mix measured, step by step: each request is counted in the step during which
 * it started, whichever session it belongs to.
 */

export interface Percentiles {
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Nearest-rank percentiles of durations in milliseconds. */
export function percentiles(durations: number[]): Percentiles {
  const sorted = Float64Array.from(durations).sort();
  const rank = (p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;
  return { count: sorted.length, p50: rank(0.5), p95: rank(0.95), p99: rank(0.99) };
}

export class StepRecord {
  readonly latencies = new Map<string, number[]>();
  /** A few examples of each kind of error, and how many there were. */
  readonly errors = new Map<string, { count: number; example: string }>();
  sessionsStarted = 0;
  checkoutsStarted = 0;
  ordersPlaced = 0;
  unitsOrdered = 0;
  failedCheckouts = 0;

  constructor(
    readonly label: string,
    /** New shopping sessions per second during this step (0 for the drain after the last). */
    readonly arrivalsPerSecond: number,
  ) {}

  record(kind: string, ms: number, error: string | null) {
    const list = this.latencies.get(kind);
    if (list) list.push(ms);
    else this.latencies.set(kind, [ms]);
    if (error) {
      const key = `${kind} ${error.split(' -> ')[1]?.slice(0, 3) ?? ''}`;
      const seen = this.errors.get(key);
      if (seen) seen.count++;
      else this.errors.set(key, { count: 1, example: error });
    }
  }

  /** Counts a failure that is no HTTP answer (a checkout that did not place its order). */
  fail(kind: string, reason: string) {
    const seen = this.errors.get(kind);
    if (seen) seen.count++;
    else this.errors.set(kind, { count: 1, example: reason });
  }

  get requests() {
    let total = 0;
    for (const list of this.latencies.values()) total += list.length;
    return total;
  }

  get errorCount() {
    let total = 0;
    for (const { count } of this.errors.values()) total += count;
    return total;
  }

  byKind(): Array<[string, Percentiles]> {
    return [...this.latencies.entries()]
      .map(([kind, list]): [string, Percentiles] => [kind, percentiles(list)])
      .sort(([a], [b]) => a.localeCompare(b));
  }

  overall(): Percentiles {
    return percentiles([...this.latencies.values()].flat());
  }
}

export class MixRecorder {
  readonly steps: StepRecord[] = [];

  begin(label: string, arrivalsPerSecond: number): StepRecord {
    const step = new StepRecord(label, arrivalsPerSecond);
    this.steps.push(step);
    return step;
  }

  currentStep(): StepRecord {
    const step = this.steps.at(-1);
    if (!step) throw new Error('no step has begun');
    return step;
  }

  totals() {
    const sum = (pick: (step: StepRecord) => number) =>
      this.steps.reduce((total, step) => total + pick(step), 0);
    return {
      requests: sum((step) => step.requests),
      errors: sum((step) => step.errorCount),
      ordersPlaced: sum((step) => step.ordersPlaced),
      unitsOrdered: sum((step) => step.unitsOrdered),
      failedCheckouts: sum((step) => step.failedCheckouts),
    };
  }
}
