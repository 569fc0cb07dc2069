import { z } from 'zod';

export const CATEGORIES = ['commercial', 'residential', 'test kit'] as const;
export const CategorySchema = z.enum(CATEGORIES);
export type Category = z.infer<typeof CategorySchema>;

export const ProductTypeSchema = z.enum(['none', 'part', 'filter']);
export type ProductType = z.infer<typeof ProductTypeSchema>;

export const FilterTypeSchema = z.enum(['none', 'undersink', 'wholehouse']);
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
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

/** The whole product entity of SPEC.md section 3. */
export const ProductSchema = ProductCardSchema.extend({
  sku: z.string(),
  imageUrls: z.array(z.string()),
  description: z.string(),
  tags: z.array(z.string()),
  filterType: FilterTypeSchema,
  parts: z.array(id),
  quickReplaceMonths: z.number().int().nullable(),
  slowReplaceMonths: z.number().int().nullable(),
  additional: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

export const PRODUCT_PAGE_SIZE = 24;

const booleanFlag = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /products query: all optional; `q` is trimmed and blank means no search. */
export const ProductListQuerySchema = z.object({
  category: CategorySchema.optional(),
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value) => (value ? value : undefined)),
  type: ProductTypeSchema.optional(),
  important: booleanFlag.optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(PRODUCT_PAGE_SIZE),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

/** `/products/{id}`: any text, so a malformed id is answered 404 like an unknown one. */
export const ProductIdParamsSchema = z.object({ id: z.string().max(100) });
export type ProductIdParams = z.infer<typeof ProductIdParamsSchema>;
