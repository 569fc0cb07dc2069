import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Gauge, type Registry } from 'prom-client';
import { orders, outbox } from '../db/schema/index.ts';

/** Counts read from the database at scrape time: the same on every instance. */
export function registerDatabaseGauges(app: FastifyInstance, registry: Registry) {
  const countBy = async <T extends string>(
    gauge: Gauge<T>,
    label: T,
    rows: Promise<Array<{ key: string; total: number }>>,
  ) => {
    gauge.reset();
    for (const row of await rows) gauge.set({ [label]: row.key } as Record<T, string>, row.total);
  };

  new Gauge({
    name: 'shop_outbox_messages',
    help: 'Outbox messages by status: pending = the backlog, failed = deliveries given up',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      await countBy(
        this,
        'status',
        app.db.select({ key: outbox.status, total: count() }).from(outbox).groupBy(outbox.status),
      );
    },
  });
  new Gauge({
    name: 'shop_orders',
    help: 'Orders by status',
    labelNames: ['status'],
    registers: [registry],
    async collect() {
      await countBy(
        this,
        'status',
        app.db.select({ key: orders.status, total: count() }).from(orders).groupBy(orders.status),
      );
    },
  });
}
