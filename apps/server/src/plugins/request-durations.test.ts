import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestDurations } from './request-durations.ts';

describe('request durations', () => {
  it("expose exactly what prom-client's Histogram exposes for the same observations", async () => {
    const theirs = new Registry();
    const histogram = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Request latency by route and status (its _count is the request count)',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [theirs],
    });
    const ours = new Registry();
    const durations = new RequestDurations();
    ours.registerMetric(durations.asMetric());
    const observations: Array<[string, string, number, number]> = [
      ['GET', '/api/v1/products', 200, 0.0004],
      ['GET', '/api/v1/products', 200, 0.005],
      ['GET', '/api/v1/products', 200, 0.3],
      ['POST', '/api/v1/cart', 400, 7],
      ['GET', 'unmatched', 404, 0.01],
    ];
    for (const [method, route, status, seconds] of observations) {
      histogram.labels(method, route, String(status)).observe(seconds);
      durations.observe(method, route, status, seconds);
    }
    expect(await ours.metrics()).toBe(await theirs.metrics());
    durations.reset();
    histogram.reset();
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });
});
