import {
  type CreateReturnBody,
  centsToDollars,
  type Return,
  type ReturnOptions,
} from '@shop/contract';
import { and } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { ConflictError, NotFoundError } from '../../errors/index.ts';
import { isUuid } from '../pricing/checkout.repository.ts';
import { shopSettingsRepository } from '../settings/shop-settings.repository.ts';
import { assertOwnPhoto } from '../uploads/customer-photos.ts';
import type { ReturnNotify } from './return-mail.ts';
import { ownLivePlansOfOrders } from './return-plans.ts';
import { allocateLines, notReturnable, refundFor, returnWindow } from './return-rules.ts';
import { toReturn } from './return-view.ts';
import { type ReturnDetail, returnsRepository as repo } from './returns.repository.ts';

export interface ReturnsDeps {
  db: Database;
  notify: ReturnNotify;
  /** The return address when the owner has not set one. */
  configAddress: string;
}

/** The shop's return address and rules, read once per request. */
export async function returnSettings(db: Database, configAddress: string) {
  const settings = await shopSettingsRepository.read(db);
  return { ...settings, address: settings.returnAddress || configAddress };
}

/** What a customer may do with returns of their own orders. */
export function returnsService(deps: ReturnsDeps) {
  const { db } = deps;
  const ORDER_NOT_FOUND = 'Order not found.';

  async function one(userId: string, id: string): Promise<Return> {
    if (!isUuid(id)) throw new NotFoundError('Return not found.');
    const [detail] = await repo.details(db, and(repo.byId(id), repo.byUser(userId)));
    if (!detail) throw new NotFoundError('Return not found.');
    const { address } = await returnSettings(db, deps.configAddress);
    const plans = await plansOf(userId, [detail]);
    return toReturn(detail, address, plans.get(detail.row.orderId) ?? []);
  }

  /** The caller's live plans that placed each return's order. */
  function plansOf(userId: string, details: ReturnDetail[]) {
    const orders = details.map((detail) => ({
      id: detail.row.orderId,
      source: detail.orderSource,
    }));
    return ownLivePlansOfOrders(db, userId, orders);
  }

  return {
    one,

    async policy() {
      const settings = await returnSettings(db, deps.configAddress);
      return {
        windowDays: settings.returnWindowDays,
        nonReturnableTypes: settings.nonReturnableTypes,
      };
    },

    async mine(userId: string, orderId?: string): Promise<Return[]> {
      if (orderId !== undefined && !isUuid(orderId)) return [];
      const where = orderId ? and(repo.byUser(userId), repo.byOrder(orderId)) : repo.byUser(userId);
      const [details, { address }] = await Promise.all([
        repo.details(db, where),
        returnSettings(db, deps.configAddress),
      ]);
      const plans = await plansOf(userId, details);
      return details.map((detail) =>
        toReturn(detail, address, plans.get(detail.row.orderId) ?? []),
      );
    },

    async options(userId: string, orderId: string): Promise<ReturnOptions> {
      const order = isUuid(orderId) ? await repo.ownOrder(db, userId, orderId) : undefined;
      if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
      const settings = await returnSettings(db, deps.configAddress);
      const window = returnWindow(order, settings.returnWindowDays);
      const [items, returned, parts, plans] = await Promise.all([
        repo.orderLines(db, orderId),
        repo.returnedByLine(db, orderId),
        repo.fittingParts(db, userId),
        ownLivePlansOfOrders(db, userId, [order]),
      ]);
      return {
        returnBy: window.returnBy?.toISOString() ?? null,
        closedReason: window.closed,
        lines: items.map((item) => ({
          productId: item.productId,
          name: item.name,
          returnable: item.quantity - (returned.get(item.id) ?? 0),
          notReturnableOnceOpened: notReturnable(item, settings.nonReturnableTypes),
        })),
        exchangeOptions: parts.map((part) => ({
          productId: part.id,
          name: part.name,
          price: centsToDollars(part.priceCents),
        })),
        plans: plans.get(order.id) ?? [],
      };
    },

    async create(userId: string, orderId: string, body: CreateReturnBody): Promise<Return> {
      if (!isUuid(orderId)) throw new NotFoundError(ORDER_NOT_FOUND);
      const settings = await returnSettings(db, deps.configAddress);
      const photoId = await assertOwnPhoto(db, userId, body.photoId);
      const id = await db.transaction(async (tx) => {
        const order = await repo.lockOwnOrder(tx, userId, orderId);
        if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
        const window = returnWindow(order, settings.returnWindowDays);
        if (window.closed) throw new ConflictError(window.closed);
        const items = await repo.orderLines(tx, orderId);
        const returned = await repo.returnedByLine(tx, orderId);
        const lines = allocateLines(body, items, returned, settings.nonReturnableTypes);
        const exchange = await exchangeFor(tx, userId, body, lines);
        const paid = refundFor(order, lines);
        return repo.insert(
          tx,
          {
            orderId,
            userId,
            reason: body.reason,
            note: body.note || null,
            photoUrl: body.photoUrl || null,
            photoId,
            exchangeProductId: exchange?.id ?? null,
            refundCents: exchange ? Math.max(0, paid - exchange.cents) : paid,
          },
          lines.map(({ orderItemId, quantity }) => ({ orderItemId, quantity })),
        );
      });
      const [detail] = await repo.details(db, repo.byId(id));
      if (detail) await deps.notify(detail, 'requested', settings.address);
      return one(userId, id);
    },
  };

  /** "Doesn't fit my system": the chosen part must fit a tracked system and cost no more. */
  async function exchangeFor(
    tx: Database,
    userId: string,
    body: CreateReturnBody,
    lines: { priceCents: number; quantity: number }[],
  ) {
    if (!body.exchangeProductId) return null;
    if (body.reason !== "doesn't fit my system") {
      throw new ConflictError('An exchange is offered for a part that does not fit your system.');
    }
    const part = (await repo.fittingParts(tx, userId)).find(
      (candidate) => candidate.id === body.exchangeProductId,
    );
    if (!part) {
      throw new ConflictError('That part does not fit a system in My Products, or is sold out.');
    }
    const units = lines.reduce((sum, line) => sum + line.quantity, 0);
    const paidCents = lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
    if (part.priceCents * units > paidCents) {
      throw new ConflictError(
        'That part costs more than the one you return; choose one at the same price or less.',
      );
    }
    return { id: part.id, cents: part.priceCents * units };
  }
}

export type ReturnsService = ReturnType<typeof returnsService>;
