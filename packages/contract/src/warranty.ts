import { z } from 'zod';
import { formatShopDate } from './shop-date.ts';

/** A product's warranty can be set from 1 to 25 years; null: the product carries none. */
export const MAX_WARRANTY_YEARS = 25;

export const WarrantyStatusSchema = z.object({
  status: z.enum(['active', 'ended', 'none']),
  /** The years the system's product carries; null: no warranty. */
  years: z.number().int().nullable(),
  /** Where the warranty is counted from (decision 075); null without a warranty. */
  startedFrom: z.enum(['purchase', 'installation']).nullable(),
  /** YYYY-MM-DD, the first day covered. */
  startsOn: z.string().nullable(),
  /** YYYY-MM-DD, the last day covered. */
  endsOn: z.string().nullable(),
});
export type WarrantyStatus = z.infer<typeof WarrantyStatusSchema>;

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * A tracked system's warranty (decision 075): counted from the purchase when the shop sold it
 * (the order), or from the installation date the customer gave; the earlier of the two when both
 * are known, so a late installation never stretches it. It covers `years` years to the day
 * before the anniversary, in UTC days like every other date of the shop.
 */
export function warrantyStatus(input: {
  years: number | null;
  installedAt: Date;
  purchasedAt: Date | null;
  now: Date;
}): WarrantyStatus {
  if (!input.years) {
    return { status: 'none', years: null, startedFrom: null, startsOn: null, endsOn: null };
  }
  const fromPurchase = input.purchasedAt !== null && input.purchasedAt <= input.installedAt;
  const start = fromPurchase && input.purchasedAt ? input.purchasedAt : input.installedAt;
  const end = new Date(
    Date.UTC(start.getUTCFullYear() + input.years, start.getUTCMonth(), start.getUTCDate() - 1),
  );
  return {
    status: day(input.now) <= day(end) ? 'active' : 'ended',
    years: input.years,
    startedFrom: fromPurchase ? 'purchase' : 'installation',
    startsOn: day(start),
    endsOn: day(end),
  };
}

/** The line My Products shows under a system. */
export function warrantyLine(warranty: WarrantyStatus): string {
  if (warranty.status === 'none' || !warranty.endsOn) return 'No warranty';
  return warranty.status === 'active'
    ? `Under warranty until ${formatShopDate(warranty.endsOn)}`
    : `Warranty ended ${formatShopDate(warranty.endsOn)}`;
}
