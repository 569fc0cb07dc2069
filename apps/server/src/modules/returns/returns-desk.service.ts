import {
  ADMIN_TOTAL_CAP,
  type AdminReturn,
  type AdminReturnPage,
  type AdminReturnsQuery,
  cappedTotal,
  type ReceiveReturnBody,
  type ReturnStatus,
} from '@shop/contract';
import type { ReturnLabels } from '../../adapters/labels/return-labels.ts';
import type { PaymentProcessor } from '../../adapters/payments/index.ts';
import type { Database } from '../../db/database.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors/index.ts';
import { isUuid } from '../pricing/checkout.repository.ts';
import { exchangeDifference } from './exchange-difference.ts';
import { returnLabelSteps } from './return-label.ts';
import type { ReturnEvent, ReturnNotify } from './return-mail.ts';
import { settleReturn } from './return-refund.ts';
import { toAdminReturn } from './return-view.ts';
import { type ReturnRow, returnsRepository as repo } from './returns.repository.ts';
import { returnSettings } from './returns.service.ts';

/** Which state each desk action needs, and the sentence a refusal says. */
const NEEDS: Record<
  Exclude<ReturnEvent, 'requested'>,
  { from: ReturnStatus[]; refusal: string }
> = {
  approved: { from: ['new'], refusal: 'Only a new return can be approved.' },
  rejected: { from: ['new', 'approved'], refusal: 'This return can no longer be rejected.' },
  received: { from: ['approved'], refusal: 'Only an approved return can be marked received.' },
  refunded: { from: ['received'], refusal: 'Only a received return can be refunded.' },
};

/**
 * The owner's returns desk. Each action runs in one transaction holding the return's row lock:
 * two staff pressing together take turns, and the second is refused (409) by the state the
 * first left, so a return is refunded once.
 */
export function returnsDeskService(deps: {
  db: Database;
  processor: PaymentProcessor;
  /** Prepaid labels bought on approval (EasyPost), or the printable slip. */
  labels: ReturnLabels;
  notify: ReturnNotify;
  configAddress: string;
  /** Tests only (config.crashAfterRefund): die like a kill -9 between a refund and its commit. */
  crashAfterRefund?: boolean;
  /** Tests only (config.crashAfterLabel): die like a kill -9 between a label and its commit. */
  crashAfterLabel?: boolean;
}) {
  const { db } = deps;
  const label = returnLabelSteps(deps);
  const difference = exchangeDifference(deps);

  async function get(id: string): Promise<AdminReturn> {
    if (!isUuid(id)) throw new NotFoundError('Return not found.');
    const [detail] = await repo.details(db, repo.byId(id));
    if (!detail) throw new NotFoundError('Return not found.');
    const { address } = await returnSettings(db, deps.configAddress);
    return toAdminReturn(detail, address);
  }

  async function act(
    id: string,
    event: keyof typeof NEEDS,
    run: (tx: Database, row: ReturnRow) => Promise<Partial<ReturnRow>>,
  ): Promise<AdminReturn> {
    if (!isUuid(id)) throw new NotFoundError('Return not found.');
    await db.transaction(async (tx) => {
      const row = await repo.lock(tx, id);
      if (!row) throw new NotFoundError('Return not found.');
      const needs = NEEDS[event];
      if (row.status === 'refunded' && event === 'refunded') {
        throw new ConflictError('This return has already been refunded.');
      }
      if (!needs.from.includes(row.status)) throw new ConflictError(needs.refusal);
      difference.assertPaid(row);
      if (event !== 'rejected') difference.assertNoRefundStarted(row);
      const changes = await run(tx, row);
      await repo.update(tx, id, { ...changes, status: event });
    });
    const [detail] = await repo.details(db, repo.byId(id));
    const { address } = await returnSettings(db, deps.configAddress);
    if (detail) await deps.notify(detail, event, address);
    return get(id);
  }

  return {
    get,

    async list(query: AdminReturnsQuery): Promise<AdminReturnPage> {
      const where = repo.deskFilter(query.status, query.orderId);
      const [details, counted, { address }] = await Promise.all([
        repo.details(db, where, {
          limit: query.pageSize,
          offset: (query.page - 1) * query.pageSize,
        }),
        repo.count(db, where, ADMIN_TOTAL_CAP),
        returnSettings(db, deps.configAddress),
      ]);
      return {
        items: details.map((detail) => toAdminReturn(detail, address)),
        ...cappedTotal(counted),
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** With a label provider, the label is bought once, with the approval (decision 074). */
    async approve(id: string, message: string) {
      if (!isUuid(id)) throw new NotFoundError('Return not found.');
      await label.prepare(id, (await returnSettings(db, deps.configAddress)).address);
      return act(id, 'approved', async (_tx, row) => ({ message, ...(await label.buy(row)) }));
    },

    /**
     * A dearer exchange's paid difference goes back with the rejection (decision 082). That the
     * refund started is committed first: a crash before the rejection commits leaves a return
     * that only a second rejection can finish.
     */
    async reject(id: string, message: string) {
      if (!isUuid(id)) throw new NotFoundError('Return not found.');
      await difference.markRefundStarted(id, NEEDS.rejected.from);
      return act(id, 'rejected', async (_tx, row) => ({
        message,
        ...(await difference.refundLocked(row)),
      }));
    },

    receive: (id: string, body: ReceiveReturnBody) =>
      act(id, 'received', async (tx, row) => {
        const lines = await repo.linesOf(tx, [row.id]);
        const known = new Set(lines.map((line) => line.id));
        const said = new Set(body.lines.map((line) => line.lineId));
        if (body.lines.some((line) => !known.has(line.lineId))) {
          throw new ValidationError('A line is not part of this return.');
        }
        if (lines.some((line) => !said.has(line.id))) {
          throw new ValidationError("Say each line's condition: resellable or not.");
        }
        await repo.markLines(tx, body.lines);
        return {};
      }),

    refund: (id: string, actorId: string) =>
      act(id, 'refunded', async (tx, row) => {
        const lines = await repo.linesOf(tx, [row.id]);
        const exchangeOrderId = await settleReturn(tx, deps, row, lines, actorId);
        return { exchangeOrderId, refundedAt: new Date() };
      }),

    /** The dollars a refund of this return moves, for the support refund limit. */
    async refundAmount(id: string) {
      return (await get(id)).refundAmount ?? 0;
    },
  };
}
