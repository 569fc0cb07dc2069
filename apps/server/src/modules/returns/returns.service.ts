import {
  type CreateReturnBody,
  centsToDollars,
  dollarsToCents,
  type Return,
  type ReturnOptions,
  type ReturnQuote,
} from '@shop/contract';
import { and } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors/index.ts';
import { paymentMethodsRepository } from '../payment-methods/payment-methods.repository.ts';
import { isUuid } from '../pricing/checkout.repository.ts';
import { shopSettingsRepository } from '../settings/shop-settings.repository.ts';
import { assertOwnPhoto } from '../uploads/customer-photos.ts';
import type { ExchangeDifference } from './exchange-difference.ts';
import type { ReturnNotify } from './return-mail.ts';
import { ownLivePlansOfOrders } from './return-plans.ts';
import {
  allocateLines,
  differenceFor,
  notReturnable,
  refundFor,
  returnWindow,
} from './return-rules.ts';
import { toReturn } from './return-view.ts';
import { type ReturnDetail, returnsRepository as repo } from './returns.repository.ts';

export interface ReturnsDeps {
  db: Database;
  notify: ReturnNotify;
  /** The return address when the owner has not set one. */
  configAddress: string;
  /** Charges a dearer exchange's difference (decision 082). */
  difference: ExchangeDifference;
  /** Sales tax rates by state (config.pricing), for the difference. */
  taxRates: Readonly<Record<string, number>>;
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

    /** What the return would refund or charge, by the same rules as create, without saving it. */
    async quote(userId: string, orderId: string, body: CreateReturnBody): Promise<ReturnQuote> {
      if (!isUuid(orderId)) throw new NotFoundError(ORDER_NOT_FOUND);
      const settings = await returnSettings(db, deps.configAddress);
      const order = await repo.ownOrder(db, userId, orderId);
      if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
      const priced = await price(db, userId, order, body, settings.nonReturnableTypes);
      return {
        refundAmount: centsToDollars(priced.refundCents),
        difference: centsToDollars(priced.differenceCents),
      };
    },

    async create(userId: string, orderId: string, body: CreateReturnBody): Promise<Return> {
      if (!isUuid(orderId)) throw new NotFoundError(ORDER_NOT_FOUND);
      const settings = await returnSettings(db, deps.configAddress);
      const photoId = await assertOwnPhoto(db, userId, body.photoId);
      const { id, resumed } = await db.transaction(async (tx) => {
        const order = await repo.lockOwnOrder(tx, userId, orderId);
        if (!order) throw new NotFoundError(ORDER_NOT_FOUND);
        const window = returnWindow(order, settings.returnWindowDays);
        if (window.closed) throw new ConflictError(window.closed);
        // A retry after a lost answer (or a crash) finds its return waiting for the charge.
        const waiting = await repo.unpaidOf(tx, userId, orderId);
        if (waiting && waiting.exchangeProductId === (body.exchangeProductId ?? null)) {
          return { id: waiting.id, resumed: true };
        }
        const priced = await price(tx, userId, order, body, settings.nonReturnableTypes);
        const cardId = priced.differenceCents > 0 ? await payingCard(tx, userId, body) : null;
        if (
          priced.differenceCents > 0 &&
          body.agreedDifference !== undefined &&
          dollarsToCents(body.agreedDifference) !== priced.differenceCents
        ) {
          throw new ConflictError(
            `The difference is now $${centsToDollars(priced.differenceCents).toFixed(2)}: the price changed. Check it and send again.`,
          );
        }
        const made = await repo.insert(
          tx,
          {
            orderId,
            userId,
            reason: body.reason,
            note: body.note || null,
            photoUrl: body.photoUrl || null,
            photoId,
            exchangeProductId: priced.exchangeProductId,
            refundCents: priced.refundCents,
            differenceCents: priced.differenceCents,
            differencePaymentMethodId: cardId,
          },
          priced.lines.map(({ orderItemId, quantity }) => ({ orderItemId, quantity })),
        );
        return { id: made, resumed: false };
      });
      // Committed first, so the charge's key (the return's id) outlives a crash (decision 082).
      const charged = await deps.difference.charge(id);
      // One e-mail per return: a resumed send mails only if it is the one that recorded the charge.
      const [detail] = await repo.details(db, repo.byId(id));
      const tell = charged || (!resumed && detail?.row.differenceCents === 0);
      if (detail && tell) await deps.notify(detail, 'requested', settings.address);
      return one(userId, id);
    },
  };

  /** The lines a return takes, what it refunds and, for a dearer exchange part, what it charges. */
  async function price(
    handle: Database,
    userId: string,
    order: Parameters<typeof refundFor>[0],
    body: CreateReturnBody,
    nonReturnableTypes: Parameters<typeof allocateLines>[3],
  ) {
    const items = await repo.orderLines(handle, order.id);
    const returned = await repo.returnedByLine(handle, order.id);
    const lines = allocateLines(body, items, returned, nonReturnableTypes);
    const exchange = await exchangeFor(handle, userId, body);
    const paid = refundFor(order, lines);
    if (!exchange) return { lines, exchangeProductId: null, refundCents: paid, differenceCents: 0 };
    const differenceCents = differenceFor(order, lines, exchange.priceCents, deps.taxRates);
    const units = lines.reduce((sum, line) => sum + line.quantity, 0);
    return {
      lines,
      exchangeProductId: exchange.id,
      refundCents: differenceCents > 0 ? 0 : Math.max(0, paid - exchange.priceCents * units),
      differenceCents,
    };
  }

  /** The customer's own saved card that pays the difference. */
  async function payingCard(tx: Database, userId: string, body: CreateReturnBody) {
    if (!body.paymentMethodId) {
      throw new ValidationError(
        'That part costs more than the one you return: choose a card to pay the difference.',
      );
    }
    const card = await paymentMethodsRepository(tx).find(userId, body.paymentMethodId);
    if (!card) throw new ConflictError('That card is not one of your saved cards.');
    return card.id;
  }

  /** "Doesn't fit my system": the chosen part must fit a tracked system and be in stock. */
  async function exchangeFor(tx: Database, userId: string, body: CreateReturnBody) {
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
    return part;
  }
}

export type ReturnsService = ReturnType<typeof returnsService>;
