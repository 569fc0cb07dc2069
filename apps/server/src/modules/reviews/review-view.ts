import type { MyReview, Review } from '@shop/contract';
import type { ReviewRow } from './reviews.repository.ts';

/** "Lina Links" → "Lina L.": a review names its author without their whole name. */
export function authorName(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const last = rest.at(-1);
  if (!first) return 'A customer';
  return last ? `${first} ${last[0]?.toUpperCase()}.` : first;
}

export function toReview(row: ReviewRow): Review {
  return {
    _id: row.id,
    rating: row.rating,
    title: row.title,
    body: row.body,
    author: authorName(row.authorName),
    createdAt: row.createdAt.toISOString(),
    reply:
      row.reply && row.repliedAt
        ? { body: row.reply, createdAt: row.repliedAt.toISOString() }
        : null,
    photoId: row.photoId,
  };
}

export function toMyReview(row: ReviewRow): MyReview {
  return { ...toReview(row), productId: row.productId, status: row.status };
}
