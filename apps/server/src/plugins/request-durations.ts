import type { Metric } from 'prom-client';

const BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const LABEL_NAMES = ['method', 'route', 'status'] as const;

interface Series {
  labels: Record<(typeof LABEL_NAMES)[number], string>;
  /** per bucket, not cumulative; the last one is +Inf */
  counts: number[];
  sum: number;
  count: number;
}

function add(series: Series, seconds: number) {
  let bucket = 0;
  while (bucket < BOUNDS.length && seconds > BOUNDS[bucket]!) bucket += 1;
  series.counts[bucket]! += 1;
  series.sum += seconds;
  series.count += 1;
}

/**
 * `http_request_duration_seconds` as prom-client's Histogram exposes it, observed for the price
 * of a map lookup and a few additions: prom-client validates and hashes the labels again on
 * every observation, which every request paid (decision 034).
 */
export class RequestDurations {
  readonly name = 'http_request_duration_seconds';
  readonly help = 'Request latency by route and status (its _count is the request count)';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, Series>();

  observe(method: string, route: string, status: number, seconds: number): void {
    add(this.seriesOf(method, route, status), seconds);
  }

  /** One series' observer, for a caller that observes the same labels again and again. */
  observerOf(method: string, route: string, status: number): (seconds: number) => void {
    const series = this.seriesOf(method, route, status);
    return (seconds) => add(series, seconds);
  }

  private seriesOf(method: string, route: string, status: number): Series {
    const key = `${method} ${status} ${route}`;
    let found = this.series.get(key);
    if (!found) {
      const labels = { method, route, status: String(status) };
      found = { labels, counts: new Array(BOUNDS.length + 1).fill(0), sum: 0, count: 0 };
      this.series.set(key, found);
    }
    return found;
  }

  /** What prom-client's registry reads at a scrape (the shape of its Histogram's `get`). */
  async get() {
    const name = this.name;
    const values = [];
    for (const { labels, counts, sum, count } of this.series.values()) {
      let cumulative = 0;
      for (const [bucket, bound] of [...BOUNDS, '+Inf' as const].entries()) {
        cumulative += counts[bucket]!;
        values.push({
          labels: { le: bound, ...labels },
          value: cumulative,
          metricName: `${name}_bucket`,
        });
      }
      values.push({ labels, value: sum, metricName: `${name}_sum` });
      values.push({ labels, value: count, metricName: `${name}_count` });
    }
    return { name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  reset(): void {
    this.series.clear();
  }

  /** For `registry.registerMetric`, which reads only name, get and reset. */
  asMetric(): Metric {
    return this as unknown as Metric;
  }
}
