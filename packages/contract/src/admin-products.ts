import { z } from 'zod';
import { AdminPageQuerySchema } from './admin-page.ts';
import { CategorySchema, ImportanceSchema, ProductTypeSchema } from './product.ts';

export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

/** GET /admin/products: search, category and `lowStock=true` (stock at or below threshold). */
export const AdminProductQuerySchema = AdminPageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  category: CategorySchema.optional(),
  lowStock: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type AdminProductQuery = z.input<typeof AdminProductQuerySchema>;

export const AdminProductRowSchema = z.object({
  _id: z.string(),
  name: z.string(),
  sku: z.string(),
  category: CategorySchema,
  type: ProductTypeSchema,
  price: z.number(),
  stock: z.number().int(),
  lowStockThreshold: z.number().int(),
  lowStock: z.boolean(),
  isFeatured: z.boolean(),
  important: ImportanceSchema,
});
export type AdminProductRow = z.infer<typeof AdminProductRowSchema>;

const count = (label: string) =>
  z
    .number({ error: `${label} must be a whole number from 0.` })
    .int(`${label} must be a whole number from 0.`)
    .min(0, `${label} must be a whole number from 0.`)
    .max(1_000_000, `${label} must be at most 1000000.`);

/**
 * PATCH /admin/products/{id}/stock: stock edited in place, and its low-stock threshold.
 * `expectedStock` is the number the admin saw: when sales changed it meanwhile, nothing is saved
 * and the answer is 409 with the current number (the back office always sends it).
 */
export const UpdateStockBodySchema = z.object({
  stock: count('Stock'),
  expectedStock: count('The stock you saw').optional(),
  lowStockThreshold: count('The low-stock threshold').optional(),
});
export type UpdateStockBody = z.infer<typeof UpdateStockBodySchema>;
