import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

/**
 * A photo a customer uploaded for a return, a warranty claim or a review (issue 42, decision
 * 081). The bytes are in the server's image files (stored_images on PostgreSQL, DATA_DIR/uploads
 * otherwise) under `file_name` ('photo-<uuid>.<ext>', a name the public /uploads route never
 * serves); only the customer, staff, and anyone once the photo's review is published may read it.
 */
export const customerPhotos = pgTable(
  'customer_photos',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull().unique(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('customer_photos_user_idx').on(t.userId)],
);
