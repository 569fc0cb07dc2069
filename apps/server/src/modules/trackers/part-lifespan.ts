import { TrackerFormDataSchema } from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { products, trackedProducts } from '../../db/schema/index.ts';
import { houseProfileRepository } from './house-profile.repository.ts';
import { householdFor, lifespanForPart } from './household.ts';
import type { StoredFormData } from './tracked-product.mapper.ts';

/**
 * How long a part lasts in a tracked system, by the rule tracking started with: the household
 * of the tracker's form and the customer's profile. Null when the part has no replacement months.
 */
export async function partLifespanIn(
  db: Database,
  trackedProductId: string,
  part: { quickReplaceMonths: number | null; slowReplaceMonths: number | null },
) {
  const [tracker] = await db
    .select({
      userId: trackedProducts.userId,
      formData: trackedProducts.formData,
      filterType: products.filterType,
    })
    .from(trackedProducts)
    .leftJoin(products, eq(products.id, trackedProducts.originalProductId))
    .where(eq(trackedProducts.id, trackedProductId));
  if (!tracker) return null;
  const stored = tracker.formData as StoredFormData | null;
  const form = TrackerFormDataSchema.safeParse(stored?.form ?? {});
  const profile = await houseProfileRepository(db).find(tracker.userId);
  const household = householdFor(
    form.success ? form.data : TrackerFormDataSchema.parse({}),
    profile,
    tracker.filterType ?? 'none',
  );
  return lifespanForPart(part, household);
}
