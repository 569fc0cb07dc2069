import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { NotFoundError, UnauthorizedError } from '../errors/index.ts';
import { registerDatabaseGauges } from './metrics-database.ts';
import { RequestDurations } from './request-durations.ts';

export interface ShopMetrics {
  registry: Registry;
  reminderSweeps: Counter<'outcome'>;
  remindersSent: Counter;
  /** Orders placed from a succeeded payment, or refused (sold out, code used up) and refunded. */
  orders: Counter<'outcome'>;
  payments: Counter<'provider' | 'outcome'>;
  /** One answered request into `http_request_duration_seconds`. */
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** The same for one method, route and status, looked up once (cached-answers.ts). */
  requestObserver(method: string, route: string, status: number): (seconds: number) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ShopMetrics;
  }
}

function tokenMatches(request: FastifyRequest, token: string): boolean {
  const given = Buffer.from(request.headers.authorization ?? '');
  const wanted = Buffer.from(`Bearer ${token}`);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

function registerPoolGauges(registry: Registry, pool: pg.Pool) {
  const gauge = (name: string, help: string, read: () => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  gauge('db_pool_connections', 'Open PostgreSQL connections', () => pool.totalCount);
  gauge('db_pool_idle_connections', 'Idle PostgreSQL connections', () => pool.idleCount);
  gauge('db_pool_waiting_requests', 'Queries waiting for a connection', () => pool.waitingCount);
}

/**
 * Prometheus metrics at /metrics. In production they need `Authorization: Bearer
 * $METRICS_TOKEN` and are off without a token; elsewhere they are open, for a local Prometheus.
 */
export const metricsPlugin = fp<{ pool?: pg.Pool }>(async (app: FastifyInstance, options) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const durations = new RequestDurations();
  registry.registerMetric(durations.asMetric());
  const observeRequest = durations.observe.bind(durations);
  if (options.pool) registerPoolGauges(registry, options.pool);
  registerDatabaseGauges(app, registry);
  app.decorate<ShopMetrics>('metrics', {
    registry,
    reminderSweeps: new Counter({
      name: 'shop_reminder_sweeps_total',
      help: 'Reminder sweeps run, by outcome',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    remindersSent: new Counter({
      name: 'shop_reminders_sent_total',
      help: 'Replacement reminders sent',
      registers: [registry],
    }),
    orders: new Counter({
      name: 'shop_orders_total',
      help: 'Orders by outcome: placed, or refused after payment (and refunded)',
      labelNames: ['outcome'],
      registers: [registry],
    }),
    payments: new Counter({
      name: 'shop_payments_total',
      help: 'Payments by processor (stripe, test) and outcome: succeeded, failed, refunded',
      labelNames: ['provider', 'outcome'],
      registers: [registry],
    }),
    observeRequest,
    requestObserver: durations.observerOf.bind(durations),
  });

  app.addHook('onResponse', (request, reply, done) => {
    // Unmatched URLs share one label, so scanners cannot grow the label set.
    const route = request.routeOptions.url ?? 'unmatched';
    observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  const { isProduction, metricsToken } = app.config;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (isProduction && !metricsToken)
      throw new NotFoundError('Metrics are off (no METRICS_TOKEN).');
    if (metricsToken && !tokenMatches(request, metricsToken)) {
      throw new UnauthorizedError('Send Authorization: Bearer <METRICS_TOKEN>.');
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });
});
