import {
  type MyReview,
  NO_DELIVERED_PURCHASE_MESSAGE,
  productRating,
  REVIEW_EXISTS_MESSAGE,
  REVIEW_PAGE_SIZE,
  type ReviewBody,
  type ReviewList,
  type ReviewListQuery,
} from '@shop/contract';
import type { Database } from '../../db/database.ts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors/index.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { isUuid, PRODUCT_NOT_FOUND } from '../products/products.service.ts';
import { assertOwnPhoto } from '../uploads/customer-photos.ts';
import { heldBackReason } from './held-back.ts';
import { toMyReview, toReview } from './review-view.ts';
import { reviewsRepository as repository } from './reviews.repository.ts';

export const NO_REVIEW_MESSAGE = 'You have not reviewed this product yet.';

/** A buyer's own review and a product's published ones (decision 073). */
export function reviewsService(db: Database) {
  async function assertLiveProduct(productId: string) {
    const live = isUuid(productId) && (await repository.isLiveProduct(db, productId));
    if (!live) throw new NotFoundError(PRODUCT_NOT_FOUND);
  }

  async function mine(customerId: string, productId: string) {
    const row = await repository.findMine(db, customerId, productId);
    if (!row) throw new NotFoundError(NO_REVIEW_MESSAGE);
    return row;
  }

  return {
    async create(customerId: string, productId: string, body: ReviewBody): Promise<MyReview> {
      await assertLiveProduct(productId);
      if (!(await repository.hasDeliveredPurchase(db, customerId, productId))) {
        throw new ForbiddenError(NO_DELIVERED_PURCHASE_MESSAGE);
      }
      const heldReason = heldBackReason(`${body.title}\n${body.body}`);
      const photoId = await assertOwnPhoto(db, customerId, body.photoId);
      try {
        await repository.insert(db, { productId, customerId, ...body, photoId, heldReason });
      } catch (error) {
        if (isUniqueViolation(error)) throw new ConflictError(REVIEW_EXISTS_MESSAGE);
        throw error;
      }
      return toMyReview(await mine(customerId, productId));
    },

    async getMine(customerId: string, productId: string): Promise<MyReview> {
      await assertLiveProduct(productId);
      return toMyReview(await mine(customerId, productId));
    },

    /**
     * The author's edit goes back to the queue: the owner published the old words, not these.
     * Returns whether the product's published rating changed (the catalogue must be refreshed).
     */
    async updateMine(customerId: string, productId: string, body: ReviewBody) {
      await assertLiveProduct(productId);
      const row = await mine(customerId, productId);
      const heldReason = heldBackReason(`${body.title}\n${body.body}`);
      const wasPublished = row.status === 'published';
      // No photoId keeps the photo; null removes it.
      const photoId =
        body.photoId === undefined
          ? row.photoId
          : await assertOwnPhoto(db, customerId, body.photoId);
      await db.transaction(async (tx) => {
        await repository.update(tx, row.id, { ...body, photoId, status: 'pending', heldReason });
        if (wasPublished) await repository.refreshProductRating(tx, productId);
      });
      return { review: toMyReview(await mine(customerId, productId)), ratingChanged: wasPublished };
    },

    async list(productId: string, query: ReviewListQuery): Promise<ReviewList> {
      await assertLiveProduct(productId);
      const [counts, rows] = await Promise.all([
        repository.distribution(db, productId),
        repository.publishedPage(db, productId, query),
      ]);
      const distribution = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
      for (const { rating, count } of counts) distribution[rating as 1 | 2 | 3 | 4 | 5] = count;
      const count = counts.reduce((sum, row) => sum + row.count, 0);
      const starSum = counts.reduce((sum, row) => sum + row.rating * row.count, 0);
      return {
        ...productRating(count, starSum),
        distribution,
        reviews: rows.map(toReview),
        page: query.page,
        pageSize: REVIEW_PAGE_SIZE,
        total: query.stars ? distribution[query.stars as 1 | 2 | 3 | 4 | 5] : count,
      };
    },
  };
}
