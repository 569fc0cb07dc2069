import {
  type AdminOrder,
  type AdminOrderPage,
  type AdminOrdersQuery,
  cappedTotal,
  dollarsToCents,
  type RefundOrderBody,
} from '@shop/contract';
import type { PaymentProcessor } from '../../adapters/payments/index.ts';
import type { Database } from '../../db/database.ts';
import { NotFoundError } from '../../errors/index.ts';
import { isUuid } from '../pricing/checkout.repository.ts';
import type { AdminOrderNotify, OrderAction } from './admin-order-mail.ts';
import { toAdminOrder, toAdminOrderRow } from './admin-order-view.ts';
import { adminOrdersRepository } from './admin-orders.repository.ts';
import { orderActions } from './order-actions.ts';
import { type OrderFilter, orderTotalCap } from './order-search.ts';
import { CSV_BATCH, exportOrdersCsv } from './orders-csv-export.ts';

export function adminOrdersService(deps: {
  db: Database;
  processor: PaymentProcessor;
  notify: AdminOrderNotify;
  /** SHOP_TIMEZONE: the days of the filters and the times of the CSV. */
  timeZone: string;
}) {
  const { db, notify, timeZone } = deps;
  const actions = orderActions(db, deps.processor);

  async function load(orderId: string) {
    const detail = isUuid(orderId) ? await adminOrdersRepository.detail(db, orderId) : null;
    if (!detail) throw new NotFoundError('Order not found.');
    return detail;
  }

  /** Runs the action, then tells the customer (after the commit: a refused action says nothing). */
  async function act(orderId: string, run: () => Promise<OrderAction>): Promise<AdminOrder> {
    await load(orderId);
    const action = await run();
    const detail = await load(orderId);
    await notify(detail, action);
    return toAdminOrder(detail);
  }

  return {
    async search(query: AdminOrdersQuery): Promise<AdminOrderPage> {
      const { rows, counted } = await adminOrdersRepository.search(db, query, timeZone);
      const last = rows.at(-1);
      return {
        items: rows.map(toAdminOrderRow),
        ...cappedTotal(counted, orderTotalCap(query)),
        page: query.page,
        pageSize: query.pageSize,
        nextAfter: last && rows.length === query.pageSize ? last.order.id : null,
      };
    },

    /** Every matching order as CSV text, a batch at a time (exportOrdersCsv). */
    exportCsv: (filter: OrderFilter, batchSize = CSV_BATCH, contacts = true) =>
      exportOrdersCsv(db, filter, timeZone, { batchSize, contacts }),

    get: async (orderId: string) => toAdminOrder(await load(orderId)),

    ship: (orderId: string, actorId: string, body: { carrier: string; trackingNumber: string }) =>
      act(orderId, () => actions.ship(orderId, actorId, body)),

    deliver: (orderId: string, actorId: string) =>
      act(orderId, () => actions.deliver(orderId, actorId)),

    cancel: (orderId: string, actorId: string, reason: string) =>
      act(orderId, () => actions.cancel(orderId, actorId, reason)),

    refund: (orderId: string, actorId: string, body: RefundOrderBody) =>
      act(orderId, () =>
        actions.refund(orderId, {
          amountCents: dollarsToCents(body.amount),
          reason: body.reason,
          restock: body.restock,
          actorId,
        }),
      ),
  };
}

export type AdminOrdersService = ReturnType<typeof adminOrdersService>;
