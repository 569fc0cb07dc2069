import { z } from 'zod';
import { ADMIN_TOTAL_CAP } from './admin-caps.ts';
import { INT4_MAX } from './bounds.ts';

/** `page` and `pageSize` of every back-office list (pageSize up to 100). */
export const AdminPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(INT4_MAX).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminPageQuery = z.infer<typeof AdminPageQuerySchema>;

/**
 * A back-office list answer: one page of `items` and the `total` matching the filters; when
 * more than ADMIN_TOTAL_CAP match, `total` is the cap and `totalIsCapped` is true.
 */
export function adminPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    totalIsCapped: z.boolean(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

export interface AdminPage<T> {
  items: T[];
  total: number;
  totalIsCapped: boolean;
  page: number;
  pageSize: number;
}

/** A total as the back office shows it: "10,000+" past the cap. */
export function formatAdminTotal(page: Pick<AdminPage<unknown>, 'total' | 'totalIsCapped'>) {
  return `${page.total.toLocaleString('en-US')}${page.totalIsCapped ? '+' : ''}`;
}

/** How many rows are counted: one past the cap tells a capped total from an exact one. */
export function cappedTotal(
  counted: number,
  cap = ADMIN_TOTAL_CAP,
): Pick<AdminPage<unknown>, 'total' | 'totalIsCapped'> {
  return { total: Math.min(counted, cap), totalIsCapped: counted > cap };
}
