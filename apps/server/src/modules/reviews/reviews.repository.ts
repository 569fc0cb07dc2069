import type { ReviewListQuery, ReviewStatus } from '@shop/contract';
import { REVIEW_PAGE_SIZE } from '@shop/contract';
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { orderItems, orders, products, reviews, users } from '../../db/schema/index.ts';

export const reviewColumns = {
  id: reviews.id,
  productId: reviews.productId,
  rating: reviews.rating,
  title: reviews.title,
  body: reviews.body,
  photoId: reviews.photoId,
  status: reviews.status,
  heldReason: reviews.heldReason,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  createdAt: reviews.createdAt,
  authorName: users.name,
};

const ORDERS: Record<ReviewListQuery['sort'], SQL[]> = {
  newest: [desc(reviews.createdAt), desc(reviews.id)],
  highest: [desc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
  lowest: [asc(reviews.rating), desc(reviews.createdAt), desc(reviews.id)],
};

/** Reviews of products; every function takes the database or a transaction. */
export const reviewsRepository = {
  async isLiveProduct(db: Database, productId: string) {
    const [row] = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, productId), isNull(products.deletedAt)));
    return row !== undefined;
  },

  /** The verified-buyer rule: a delivered order of the customer's holds the product. */
  async hasDeliveredPurchase(db: Database, customerId: string, productId: string) {
    const [row] = await db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(
        and(
          eq(orders.userId, customerId),
          eq(orders.status, 'Delivered'),
          eq(orderItems.productId, productId),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async insert(
    db: Database,
    values: {
      productId: string;
      customerId: string;
      rating: number;
      title: string;
      body: string;
      photoId: string | null;
      heldReason: string | null;
    },
  ) {
    const [row] = await db.insert(reviews).values(values).returning({ id: reviews.id });
    return row!.id;
  },

  /** The author's own review, locked for the edit that follows when `db` is a transaction. */
  async findMine(db: Database, customerId: string, productId: string) {
    const [row] = await db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.customerId))
      .where(and(eq(reviews.customerId, customerId), eq(reviews.productId, productId)));
    return row;
  },

  async findById(db: Database, id: string) {
    const [row] = await db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.customerId))
      .where(eq(reviews.id, id));
    return row;
  },

  async update(
    db: Database,
    id: string,
    values: Partial<{
      rating: number;
      title: string;
      body: string;
      photoId: string | null;
      status: ReviewStatus;
      heldReason: string | null;
      reply: string;
      repliedAt: Date;
      publishedAt: Date;
    }>,
  ) {
    await db.update(reviews).set(values).where(eq(reviews.id, id));
  },

  /** Keeps the product's published count and star sum (its cards' `rating`) true. */
  async refreshProductRating(db: Database, productId: string) {
    const published = sql`from ${reviews} where ${reviews.productId} = ${productId} and ${reviews.status} = 'published'`;
    await db
      .update(products)
      .set({
        ratingCount: sql`(select count(*) ${published})`,
        ratingSum: sql`(select coalesce(sum(${reviews.rating}), 0) ${published})`,
      })
      .where(eq(products.id, productId));
  },

  /** How many published reviews gave each number of stars. */
  async distribution(db: Database, productId: string) {
    return db
      .select({ rating: reviews.rating, count: sql<number>`count(*)`.mapWith(Number) })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.status, 'published')))
      .groupBy(reviews.rating);
  },

  /** One page of the product's published reviews, `stars` kept, in the query's order. */
  async publishedPage(db: Database, productId: string, query: ReviewListQuery) {
    const filters = [eq(reviews.productId, productId), eq(reviews.status, 'published')];
    if (query.stars) filters.push(eq(reviews.rating, query.stars));
    return db
      .select(reviewColumns)
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.customerId))
      .where(and(...filters))
      .orderBy(...ORDERS[query.sort])
      .offset((query.page - 1) * REVIEW_PAGE_SIZE)
      .limit(REVIEW_PAGE_SIZE);
  },
};

export type ReviewRow = NonNullable<Awaited<ReturnType<typeof reviewsRepository.findById>>>;
