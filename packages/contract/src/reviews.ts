import { z } from 'zod';
import { AdminPageQuerySchema, adminPageSchema } from './admin-page.ts';
import { wholeNumber } from './bounds.ts';
import { PhotoIdSchema } from './customer-photos.ts';
import {
  REVIEW_BODY_MAX,
  REVIEW_REPLY_MAX,
  REVIEW_SORTS,
  REVIEW_STATUSES,
  REVIEW_TITLE_MAX,
} from './review-choices.ts';

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

/** POST /products/{id}/reviews and PUT /products/{id}/reviews/mine. */
export const ReviewBodySchema = z.object({
  rating: wholeNumber('The rating', 1, 5, 'Choose a rating from 1 to 5 stars.'),
  title: text('The title', REVIEW_TITLE_MAX),
  body: text('The review', REVIEW_BODY_MAX),
  /** A photo the customer uploaded (POST /uploads/photos); null on PUT removes it. */
  photoId: PhotoIdSchema.nullable().optional(),
});
export type ReviewBody = z.infer<typeof ReviewBodySchema>;

export const ReviewStatusSchema = z.enum(REVIEW_STATUSES);

/** The owner's public answer under a review. */
export const ReviewReplySchema = z.object({ body: z.string(), createdAt: z.string() });

/** A published review as the product page shows it. */
export const ReviewSchema = z.object({
  _id: z.uuid(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** The buyer's first name and the initial of their last name. */
  author: z.string(),
  createdAt: z.string(),
  reply: ReviewReplySchema.nullable(),
  /** The buyer's photo (GET /uploads/photos/{id}: public once the review is published). */
  photoId: z.string().nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;

/** The author's own review, in whatever state moderation left it. */
export const MyReviewSchema = ReviewSchema.extend({
  productId: z.uuid(),
  status: ReviewStatusSchema,
});
export type MyReview = z.infer<typeof MyReviewSchema>;

/** `rating` of a product card and a product: published reviews only; average 0 with none. */
export const ProductRatingSchema = z.object({
  average: z.number(),
  count: z.number().int(),
});
export type ProductRating = z.infer<typeof ProductRatingSchema>;

/** GET /products/{id}/reviews query. */
export const ReviewListQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS).default('newest'),
  stars: z.coerce.number().int().min(1).max(5).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuerySchema>;

/** A product's published reviews: the summary of all of them and one page of the chosen ones. */
export const ReviewListSchema = ProductRatingSchema.extend({
  /** How many published reviews gave 1..5 stars, keyed by the number of stars. */
  distribution: z.object({
    1: z.number(),
    2: z.number(),
    3: z.number(),
    4: z.number(),
    5: z.number(),
  }),
  reviews: z.array(ReviewSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** How many reviews the `stars` filter keeps (all of them without it). */
  total: z.number().int(),
});
export type ReviewList = z.infer<typeof ReviewListSchema>;

export const ReviewReplyBodySchema = z.object({ body: text('The reply', REVIEW_REPLY_MAX) });
export type ReviewReplyBody = z.infer<typeof ReviewReplyBodySchema>;

/** A review in the back office's moderation queue. */
export const AdminReviewSchema = z.object({
  _id: z.uuid(),
  product: z.object({ _id: z.uuid(), name: z.string() }),
  customer: z.object({ name: z.string(), email: z.string().nullable() }),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  status: ReviewStatusSchema,
  /** Why it was held back for the owner (a link, an e-mail address); null when it was not. */
  heldReason: z.string().nullable(),
  reply: ReviewReplySchema.nullable(),
  photoId: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const AdminReviewListQuerySchema = AdminPageQuerySchema.extend({
  status: ReviewStatusSchema.optional(),
});
export type AdminReviewListQuery = z.infer<typeof AdminReviewListQuerySchema>;

export const AdminReviewPageSchema = adminPageSchema(AdminReviewSchema);
export type AdminReviewPage = z.infer<typeof AdminReviewPageSchema>;

/** Any text, so a malformed id is answered 404 like an unknown one. */
export const ReviewIdParamsSchema = z.object({ id: z.string().max(100) });

/** POST /admin/reviews/request-sweep (not in production): the sweep as of `now`. */
export const ReviewRequestSweepBodySchema = z.object({
  now: z.iso.datetime({ offset: true, error: 'now must be an ISO date and time.' }).optional(),
});
export const ReviewRequestSweepResultSchema = z.object({ sent: z.number().int() });
export type ReviewRequestSweepResult = z.infer<typeof ReviewRequestSweepResultSchema>;
