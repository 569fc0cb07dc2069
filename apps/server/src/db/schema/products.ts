import { CATEGORIES } from '@shop/contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, tsvector, updatedAt } from './columns.ts';

export const PRODUCT_TYPES = ['none', 'part', 'filter'] as const;
export const FILTER_TYPES = ['none', 'undersink', 'wholehouse'] as const;

export const products = pgTable(
  'products',
  {
    id: id(),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    stock: integer('stock').notNull().default(0),
    category: text('category', { enum: CATEGORIES }).notNull(),
    type: text('type', { enum: PRODUCT_TYPES }).notNull().default('none'),
    filterType: text('filter_type', { enum: FILTER_TYPES }).notNull().default('none'),
    quickReplaceMonths: integer('quick_replace_months'),
    slowReplaceMonths: integer('slow_replace_months'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    imageUrl: text('image_url').notNull().default(''),
    imageUrls: text('image_urls').array().notNull().default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    isFeatured: boolean('is_featured').notNull().default(false),
    important: smallint('important'),
    additional: text('additional').notNull().default(''),
    /** The daily low-stock e-mail lists the product when stock is at or below this. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /** Published reviews' count and star sum, kept by the reviews module when one changes. */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    /** The warranty a system (or part) carries, in years; null: none. */
    warrantyYears: smallint('warranty_years'),
    /** Soft delete: old orders and trackers keep pointing at the row. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // shop_text_array_to_string is created in migration 0000 (array_to_string is not immutable).
    search: tsvector('search').generatedAlwaysAs(
      (): SQL => sql`setweight(to_tsvector('english', coalesce(name, '')), 'A')
        || setweight(to_tsvector('simple', coalesce(sku, '')), 'A')
        || setweight(to_tsvector('english', shop_text_array_to_string(tags, ' ')), 'B')
        || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    /** The name alone, for search's "the name matches every word" ranking bonus. */
    nameSearch: tsvector('name_search').generatedAlwaysAs(
      (): SQL => sql`to_tsvector('english', name)`,
    ),
  },
  (t) => [
    // SKUs are unique among live products whatever their case ('SED-10' and 'sed-10' are one
    // part on a shelf), so a deleted product's SKU can be reused.
    uniqueIndex('products_sku_lower_unique')
      .on(sql`lower(${t.sku})`)
      .where(sql`${t.deletedAt} is null`),
    index('products_category_idx').on(t.category).where(sql`${t.deletedAt} is null`),
    index('products_type_idx').on(t.type).where(sql`${t.deletedAt} is null`),
    index('products_search_idx').using('gin', t.search),
    check('products_price_non_negative', sql`${t.priceCents} >= 0`),
    check('products_stock_non_negative', sql`${t.stock} >= 0`),
    check('products_low_stock_threshold_non_negative', sql`${t.lowStockThreshold} >= 0`),
    check(
      'products_warranty_years_valid',
      sql`${t.warrantyYears} is null or ${t.warrantyYears} between 1 and 25`,
    ),
    check('products_important_valid', sql`${t.important} is null or ${t.important} in (1, 2, 3)`),
    check(
      'products_category_valid',
      sql`${t.category} in ('commercial', 'residential', 'test kit')`,
    ),
    check('products_type_valid', sql`${t.type} in ('none', 'part', 'filter')`),
    check(
      'products_filter_type_valid',
      sql`${t.filterType} in ('none', 'undersink', 'wholehouse')`,
    ),
  ],
);

/** The parts a filter product is made of, in display order. */
export const productParts = pgTable(
  'product_parts',
  {
    filterId: uuid('filter_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    partId: uuid('part_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.filterId, t.partId] }),
    index('product_parts_part_idx').on(t.partId),
  ],
);

/**
 * Search's spelling dictionary: each word of live products' names, tags and descriptions, with
 * how many live products use it. Triggers on products keep it current (migration 0006); misspelt
 * query words are corrected against it (modules/products/product-search.ts).
 */
export const productSearchWords = pgTable(
  'product_search_words',
  {
    word: text('word').primaryKey(),
    productCount: integer('product_count').notNull(),
  },
  // fastupdate off: counts change on every catalogue write, and a pending list that only
  // (auto)vacuum merges would make each lookup scan it. The table's fillfactor (0006) keeps
  // count updates HOT, so most of them do not touch the index at all.
  (t) => [
    index('product_search_words_trgm_idx')
      .using('gin', t.word.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
  ],
);
