import { type HouseData, UpdateHouseDataBodySchema } from '@shop/contract';
import type { z } from 'zod';

/** The same houseData schema the server parses PUT /trackers with. */
export const HouseholdFormSchema = UpdateHouseDataBodySchema.shape.houseData;
export type HouseholdFormInput = z.input<typeof HouseholdFormSchema>;
export type HouseholdFormOutput = z.output<typeof HouseholdFormSchema>;

/** Number inputs: blank is "missing" for required counts and "not known" (null) for readings. */
export const requiredNumber = (value: string) => (value === '' ? undefined : Number(value));
export const optionalNumber = (value: string) => (value === '' ? null : Number(value));

/** A profile without a ZIP starts from the ZIP of the saved shipping address. */
export function toFormValues(
  houseData: HouseData,
  shippingZip?: string | null,
): HouseholdFormInput {
  return { ...houseData, zip: houseData.zip ?? shippingZip ?? '' };
}
