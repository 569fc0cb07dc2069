import { ADMIN_TOTAL_CAP, type AdminReviewListQuery } from '@shop/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { products, reviews, users } from '../../db/schema/index.ts';
import { reviewColumns } from './reviews.repository.ts';

/** The moderation queue: newest first, by status (reviews_status_created_id_idx). */
function queue(db: Database) {
  return db
    .select({
      ...reviewColumns,
      productName: products.name,
      customerEmail: users.email,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.customerId))
    .innerJoin(products, eq(products.id, reviews.productId));
}

export const adminReviewsRepository = {
  async byId(db: Database, id: string) {
    return { rows: await queue(db).where(eq(reviews.id, id)) };
  },

  async page(db: Database, query: AdminReviewListQuery) {
    const where = query.status ? eq(reviews.status, query.status) : undefined;
    const rows = await queue(db)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const counted = db
      .select({ one: sql`1` })
      .from(reviews)
      .where(where)
      .limit(ADMIN_TOTAL_CAP + 1)
      .as('counted');
    const [total] = await db.select({ value: count() }).from(counted);
    return { rows, counted: total?.value ?? 0 };
  },
};

export type AdminReviewRow = Awaited<
  ReturnType<typeof adminReviewsRepository.page>
>['rows'][number];
