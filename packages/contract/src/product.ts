import { z } from 'zod';
import { INT4_MAX } from './bounds.ts';
import { PageInfoSchema } from './envelope.ts';
import {
  CATEGORIES,
  FILTER_TYPES,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  PRODUCT_TYPES,
} from './product-choices.ts';
import { ProductRatingSchema } from './reviews.ts';
import { PRODUCT_SEARCH_MAX_LENGTH } from './search-limits.ts';

export const CategorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof CategorySchema>;

export const ProductTypeSchema = z.enum(PRODUCT_TYPES);
export type ProductType = z.infer<typeof ProductTypeSchema>;

export const FilterTypeSchema = z.enum(FILTER_TYPES);
export type FilterType = z.infer<typeof FilterTypeSchema>;

export const ImportanceSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable();

const id = z.uuid();

/** What a product card needs: the listing endpoints select only these columns. */
export const ProductCardSchema = z.object({
  _id: id,
  name: z.string(),
  price: z.number(),
  imageUrl: z.string(),
  category: CategorySchema,
  type: ProductTypeSchema,
  stock: z.number().int(),
  important: ImportanceSchema,
  isFeatured: z.boolean(),
  rating: ProductRatingSchema,
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

const replaceMonths = z.number().int().nullable();

/** A system's part as its page lists it: the card and how often the part is replaced. */
export const PartSummarySchema = ProductCardSchema.extend({
  quickReplaceMonths: replaceMonths,
  slowReplaceMonths: replaceMonths,
});
export type PartSummary = z.infer<typeof PartSummarySchema>;

/**
 * The whole product entity of SPEC.md section 3. GET /products/{id} adds `partDetails` (a
 * system's live parts, in order) and `fitsSystems` (the live systems that list this part), so
 * the product page needs no second request; both are empty when there are none.
 */
export const ProductSchema = ProductCardSchema.extend({
  sku: z.string(),
  imageUrls: z.array(z.string()),
  description: z.string(),
  tags: z.array(z.string()),
  filterType: FilterTypeSchema,
  parts: z.array(id),
  quickReplaceMonths: replaceMonths,
  slowReplaceMonths: replaceMonths,
  additional: z.string(),
  /** The warranty the product carries, in years; null: none (decision 075). */
  warrantyYears: z.number().int().nullable(),
  partDetails: z.array(PartSummarySchema).optional(),
  fitsSystems: z.array(ProductCardSchema).optional(),
});
export type Product = z.infer<typeof ProductSchema>;

const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

export const ProductSortSchema = z.enum(PRODUCT_SORTS);
export type ProductSort = z.infer<typeof ProductSortSchema>;

/** A price bound in dollars, as typed in a URL ('300' or '299.99'). */
const priceBound = z.coerce.number().min(0).max(1_000_000);

/**
 * GET /products query: all optional; `q` is trimmed and blank means no search. `type` is the
 * product type (filter = a system, part = a filter or part, none = a test kit or accessory).
 */
export const ProductListQuerySchema = z
  .object({
    category: CategorySchema.optional(),
    q: z
      .string()
      .trim()
      .max(PRODUCT_SEARCH_MAX_LENGTH)
      .optional()
      .transform((value) => (value ? value : undefined)),
    type: ProductTypeSchema.optional(),
    important: booleanFlag.optional(),
    sort: ProductSortSchema.optional(),
    filterType: FilterTypeSchema.optional(),
    minPrice: priceBound.optional(),
    maxPrice: priceBound.optional(),
    inStock: booleanFlag.optional(),
    offset: z.coerce.number().int().min(0).max(INT4_MAX).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(PRODUCT_PAGE_SIZE),
  })
  .refine(
    (query) =>
      query.minPrice === undefined ||
      query.maxPrice === undefined ||
      query.minPrice <= query.maxPrice,
    { message: 'The lowest price cannot be above the highest price.', path: ['minPrice'] },
  );
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

/** GET /products answer: one page of cards and `total`, how many products match in all. */
export const ProductListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(ProductCardSchema),
  page: PageInfoSchema,
  total: z.number().int(),
});
export type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

/** `/products/{id}`: any text, so a malformed id is answered 404 like an unknown one. */
export const ProductIdParamsSchema = z.object({ id: z.string().max(100) });
export type ProductIdParams = z.infer<typeof ProductIdParamsSchema>;
