import type {
  CreateTrackedProductBody,
  HouseData,
  TrackedProduct,
  TrackerFormData,
  TrackerRecord,
} from '@shop/contract';
import type { Database } from '../../db/database.ts';
import { NotFoundError } from '../../errors/index.ts';
import { isUuid } from '../products/products.service.ts';
import { houseProfileRepository } from './house-profile.repository.ts';
import { startTracking } from './start-tracking.ts';
import { toTrackedProduct } from './tracked-product.mapper.ts';
import { trackersRepository } from './trackers.repository.ts';
import { warrantyTermsOf } from './warranty-terms.ts';

export const TRACKED_PRODUCT_NOT_FOUND = 'Tracked product not found.';
export const TRACKED_PART_NOT_FOUND = 'That part is not part of this tracked product.';

/**
 * `onPartChanged` runs after a part is reset: its auto-replace plan follows (issue 29). The
 * subscriptions module passes it, so trackers do not depend on plans.
 */
export function trackersService(
  db: Database,
  hooks: { onPartChanged?: (trackedPartId: string, now: Date) => Promise<void> } = {},
) {
  const repository = trackersRepository(db);
  const profiles = houseProfileRepository(db);

  async function ownTrackedProduct(userId: string, id: string, now: Date): Promise<TrackedProduct> {
    const row = isUuid(id) ? await repository.findOwnTrackedProduct(userId, id) : undefined;
    if (!row) throw new NotFoundError(TRACKED_PRODUCT_NOT_FOUND);
    const parts = await repository.listParts([row.id]);
    return toTrackedProduct(row, parts, now, await warrantyTermsOf(db, [row.id]));
  }

  return {
    async getRecord(userId: string, now: Date): Promise<TrackerRecord> {
      const rows = await repository.listTrackedProducts(userId);
      const parts = await repository.listParts(rows.map((row) => row.id));
      const pending = await repository.pendingInstallations(userId);
      const warranties = await warrantyTermsOf(
        db,
        rows.map((row) => row.id),
      );
      return {
        trackedProducts: rows.map((row) => toTrackedProduct(row, parts, now, warranties)),
        houseData: await profiles.find(userId),
        pendingInstallations: pending.map((item) => ({
          ...item,
          orderedAt: item.orderedAt.toISOString(),
        })),
      };
    },

    saveHouseData(userId: string, data: HouseData): Promise<HouseData> {
      return profiles.save(userId, data);
    },

    createTrackedProduct(
      userId: string,
      body: CreateTrackedProductBody,
      now: Date,
    ): Promise<TrackedProduct> {
      return startTracking(db, { userId, ...body, now });
    },

    async deleteTrackedProduct(userId: string, id: string): Promise<void> {
      const deleted = isUuid(id) && (await repository.deleteOwnTrackedProduct(userId, id));
      if (!deleted) throw new NotFoundError(TRACKED_PRODUCT_NOT_FOUND);
    },

    async resetPart(userId: string, id: string, partId: string, now: Date) {
      await ownTrackedProduct(userId, id, now);
      const reset = isUuid(partId) && (await repository.resetPart(id, partId, now));
      if (!reset) throw new NotFoundError(TRACKED_PART_NOT_FOUND);
      await hooks.onPartChanged?.(partId, now);
      return ownTrackedProduct(userId, id, now);
    },
  };
}

/**
 * 'Install & Track' from an order line (PUT /orders/{orderId}/items/{orderItemId}/install):
 * the orders module calls this. It checks that the line is on the caller's order, tracks the
 * line's product, and marks the line (and the order, once all its filter lines are) installed.
 */
export function createTrackedProductFromOrderItem(
  db: Database,
  input: {
    userId: string;
    orderId: string;
    orderItemId: string;
    customName: string;
    additionalData: TrackerFormData;
    now?: Date;
  },
): Promise<TrackedProduct> {
  return startTracking(db, {
    userId: input.userId,
    orderId: input.orderId,
    orderItemId: input.orderItemId,
    customName: input.customName,
    additionalData: input.additionalData,
    now: input.now ?? new Date(),
  });
}
