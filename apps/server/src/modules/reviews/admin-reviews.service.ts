import {
  type AdminReview,
  type AdminReviewListQuery,
  type AdminReviewPage,
  cappedTotal,
} from '@shop/contract';
import type { Database } from '../../db/database.ts';
import { NotFoundError } from '../../errors/index.ts';
import { isUuid } from '../products/products.service.ts';
import { type AdminReviewRow, adminReviewsRepository } from './admin-reviews.repository.ts';
import { reviewsRepository } from './reviews.repository.ts';

export const REVIEW_NOT_FOUND = 'Review not found.';

function toAdminReview(row: AdminReviewRow): AdminReview {
  return {
    _id: row.id,
    product: { _id: row.productId, name: row.productName },
    customer: { name: row.authorName, email: row.customerEmail },
    rating: row.rating,
    title: row.title,
    body: row.body,
    status: row.status,
    heldReason: row.heldReason,
    reply:
      row.reply && row.repliedAt
        ? { body: row.reply, createdAt: row.repliedAt.toISOString() }
        : null,
    photoId: row.photoId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The owner's moderation: publish, hide and answer in public (decision 073). */
export function adminReviewsService(db: Database) {
  async function found(id: string) {
    const row = isUuid(id) ? await reviewsRepository.findById(db, id) : undefined;
    if (!row) throw new NotFoundError(REVIEW_NOT_FOUND);
    return row;
  }

  async function one(id: string): Promise<AdminReview> {
    const { rows } = await adminReviewsRepository.byId(db, id);
    return toAdminReview(rows[0]!);
  }

  /** Sets the status and the product's published rating in one transaction. */
  async function moderate(id: string, status: 'published' | 'hidden') {
    const row = await found(id);
    await db.transaction(async (tx) => {
      const publishedAt = status === 'published' ? { publishedAt: new Date() } : {};
      await reviewsRepository.update(tx, row.id, { status, ...publishedAt });
      await reviewsRepository.refreshProductRating(tx, row.productId);
    });
    return one(id);
  }

  return {
    async list(query: AdminReviewListQuery): Promise<AdminReviewPage> {
      const { rows, counted } = await adminReviewsRepository.page(db, query);
      return {
        items: rows.map(toAdminReview),
        ...cappedTotal(counted),
        page: query.page,
        pageSize: query.pageSize,
      };
    },
    publish: (id: string) => moderate(id, 'published'),
    hide: (id: string) => moderate(id, 'hidden'),
    async reply(id: string, body: string): Promise<AdminReview> {
      const row = await found(id);
      await reviewsRepository.update(db, row.id, { reply: body, repliedAt: new Date() });
      return one(id);
    },
  };
}
