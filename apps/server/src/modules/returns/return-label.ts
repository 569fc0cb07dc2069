import { returnReference } from '@shop/contract';
import { parseReturnAddress, type ReturnLabels } from '../../adapters/labels/return-labels.ts';
import type { Database } from '../../db/database.ts';
import { ConflictError } from '../../errors/index.ts';
import { type ReturnRow, returnsRepository as repo } from './returns.repository.ts';

/**
 * The prepaid label of an approval (decision 074), in two steps so that a retry or a second press
 * never buys two: `prepare` makes the carrier's shipment and commits its id on the return (under
 * the return's row lock) before anything is bought; `buy`, inside the approval's transaction,
 * buys that shipment or reads the label a lost answer already bought on it. A failing carrier
 * throws: the return stays new, the owner reads why, nothing falls back to the slip in silence.
 */
export function returnLabelSteps(deps: {
  db: Database;
  labels: ReturnLabels;
  /** Tests only (config.crashAfterLabel): die like a kill -9 between the purchase and the commit. */
  crashAfterLabel?: boolean;
}) {
  const { db, labels } = deps;
  const enabled = labels.provider !== 'slip';

  async function prepare(id: string, returnAddress: string) {
    if (!enabled) return;
    await db.transaction(async (tx) => {
      const row = await repo.lock(tx, id);
      // Not new, already prepared, or being rejected (its difference refund started): the approval
      // step decides (and refuses) under its own lock.
      if (row?.status !== 'new' || row.labelShipmentId || row.labelUrl) return;
      if (row.differenceRefundStartedAt) return;
      const to = parseReturnAddress(returnAddress);
      if (!to) {
        throw new ConflictError(
          `A prepaid label needs the return address written as "Name, street, city, ST 12345" (settings, or SHOP_RETURN_ADDRESS); it reads "${returnAddress}".`,
        );
      }
      const [detail] = await repo.details(tx, repo.byId(id));
      const order = await repo.ownOrder(tx, row.userId, row.orderId);
      if (!detail || !order) throw new ConflictError('The order of this return no longer exists.');
      const { shipmentId } = await labels.prepare({
        reference: returnReference(row.returnNumber),
        from: {
          name: detail.customer.name,
          street: order.shippingStreet,
          city: order.shippingCity,
          state: order.shippingState,
          zip: order.shippingZip,
        },
        to,
      });
      await repo.update(tx, id, { labelShipmentId: shipmentId });
    });
  }

  /** The label columns of an approved return; none for the slip. */
  async function buy(row: ReturnRow): Promise<Partial<ReturnRow>> {
    if (!enabled || row.labelUrl) return {};
    if (!row.labelShipmentId) {
      throw new ConflictError('The return label was not prepared; approve the return again.');
    }
    const label = await labels.buy(row.labelShipmentId);
    // Tests only: EasyPost has sold the label, and the approval recording it is not committed.
    if (deps.crashAfterLabel) process.kill(process.pid, 'SIGKILL');
    return {
      labelCarrier: label.carrier,
      labelTrackingNumber: label.trackingNumber,
      labelUrl: label.labelUrl,
      labelRateCents: label.rateCents,
    };
  }

  return { prepare, buy };
}
