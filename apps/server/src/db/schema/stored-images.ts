import { customType, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/** Raw bytes: node-postgres reads a Buffer, PGlite a Uint8Array; both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Product images uploaded through the server when the shop runs on PostgreSQL without S3: kept
 * in the database every instance shares, so an image one instance received is served by all.
 * Names are server-chosen UUIDs and never reused, so a row is written once and never changed.
 */
export const storedImages = pgTable('stored_images', {
  name: text('name').primaryKey(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});
