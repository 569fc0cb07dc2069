import { z } from 'zod';
import { MAX_DOLLARS } from './bounds.ts';
import {
  CategorySchema,
  FilterTypeSchema,
  ImportanceSchema,
  ProductTypeSchema,
} from './product.ts';
import { MAX_WARRANTY_YEARS } from './warranty.ts';

const months = z.number().int().min(1).max(120).nullable().default(null);

/** An image the shop serves itself ('/images/…', '/uploads/…') or an absolute http(s) URL. */
const ImageUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .regex(/^(\/[\w\-./]+|https?:\/\/\S+)$/, { error: 'Must be an image path or an http(s) URL.' });

/**
 * POST /products and PUT /products/{id}: the product form of SPEC.md sections 3 and 5.
 * Filter-only fields (filterType, parts) and part-only fields (replacement months) are refused
 * on other types rather than silently stored.
 */
export const ProductInputSchema = z
  .object({
    name: z.string().trim().min(1, { error: 'Name is required.' }).max(200),
    sku: z
      .string()
      .trim()
      .min(1, { error: 'SKU is required.' })
      .max(64)
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, {
        error: 'Use letters, digits, dots, dashes or underscores.',
      }),
    price: z
      .number({ error: 'Price must be a number.' })
      .min(0, { error: 'Price cannot be negative.' })
      .max(MAX_DOLLARS, { error: `Price must be at most $${MAX_DOLLARS}.` })
      .multipleOf(0.01, { error: 'Price can have at most two decimals.' }),
    stock: z
      .number({ error: 'Stock must be a number.' })
      .int({ error: 'Stock must be a whole number.' })
      .min(0, { error: 'Stock cannot be negative.' })
      .max(1_000_000),
    category: CategorySchema,
    // Optional: a product without a picture shows the 'Image Not Found' placeholder.
    imageUrl: z.union([ImageUrlSchema, z.literal('')]).default(''),
    imageUrls: z.array(ImageUrlSchema).max(10).default([]),
    description: z.string().trim().min(1, { error: 'Description is required.' }).max(5000),
    isFeatured: z.boolean().default(false),
    important: ImportanceSchema.default(null),
    tags: z.array(z.string().trim().min(1).max(40)).max(20).default([]),
    type: ProductTypeSchema.default('none'),
    filterType: FilterTypeSchema.default('none'),
    parts: z.array(z.uuid()).max(20).default([]),
    quickReplaceMonths: months,
    slowReplaceMonths: months,
    warrantyYears: z
      .number({ error: 'Warranty must be a number of years.' })
      .int({ error: 'Warranty must be a whole number of years.' })
      .min(1, { error: 'Warranty is at least 1 year; leave it empty for none.' })
      .max(MAX_WARRANTY_YEARS, { error: `Warranty is at most ${MAX_WARRANTY_YEARS} years.` })
      .nullable()
      .default(null),
    additional: z
      .string()
      .trim()
      .max(200)
      .regex(/^[\w\s\-:/[\].#%]*$/, { error: 'Only CSS class characters are allowed.' })
      .default(''),
  })
  .superRefine((product, ctx) => {
    if (product.type !== 'filter' && product.filterType !== 'none') {
      ctx.addIssue({
        code: 'custom',
        path: ['filterType'],
        message: 'Only filters have a filter type.',
      });
    }
    if (product.type !== 'filter' && product.parts.length > 0) {
      ctx.addIssue({ code: 'custom', path: ['parts'], message: 'Only filters have parts.' });
    }
    const hasMonths = product.quickReplaceMonths !== null || product.slowReplaceMonths !== null;
    if (product.type !== 'part' && hasMonths) {
      ctx.addIssue({
        code: 'custom',
        path: ['quickReplaceMonths'],
        message: 'Only parts have replacement months.',
      });
    }
    const { quickReplaceMonths: quick, slowReplaceMonths: slow } = product;
    if (quick !== null && slow !== null && quick > slow) {
      ctx.addIssue({
        code: 'custom',
        path: ['slowReplaceMonths'],
        message: 'Slow replacement months must be at least the quick ones.',
      });
    }
  });
export type ProductInput = z.infer<typeof ProductInputSchema>;
export type ProductInputDraft = z.input<typeof ProductInputSchema>;

/** The form's 'tag1/tag2/tag3' text as a tag list: trimmed, lower-cased, blanks and repeats dropped. */
export function parseTags(text: string): string[] {
  const tags = text.split('/').map((tag) => tag.trim().toLowerCase());
  return [...new Set(tags.filter(Boolean))];
}

export function formatTags(tags: string[]): string {
  return tags.join('/');
}
