import { z } from 'zod';
import { INT4_MAX } from './bounds.ts';

/** `page` and `pageSize` of every back-office list (pageSize up to 100). */
export const AdminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminPageQuery = z.infer<typeof AdminPageQuerySchema>;

/** A back-office list answer: one page of `items` and the `total` matching the filters. */
export function adminPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export interface AdminPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
