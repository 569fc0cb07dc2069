import {
  type CreateTrackedProductBody,
  CreateTrackedProductBodySchema,
  gpgToPpm,
  type HouseData,
  ppmToGpg,
  TrackerFormDataSchema,
} from '@shop/contract';
import type { z } from 'zod';

/** The modal's fields: the contract's additionalData plus the tracker's name. */
export const TrackerFormSchema = TrackerFormDataSchema.extend({
  customName: CreateTrackedProductBodySchema.shape.customName,
});
export type TrackerFormInput = z.input<typeof TrackerFormSchema>;
export type TrackerFormOutput = z.output<typeof TrackerFormSchema>;
export type HardnessUnit = TrackerFormOutput['hardnessUnit'];

/** The account's contacts, and its shipping address for the ZIP when the profile has none. */
interface TrackerContact {
  email: string | null;
  phoneNumber: string | null;
  address?: { zip?: string | null };
}

/** Defaults of SPEC.md section 9, seeded from the saved profile and the account's contacts. */
export function trackerFormDefaults(
  productName: string,
  houseData: HouseData | undefined,
  contact: TrackerContact | null,
): TrackerFormInput {
  const people = houseData?.peopleNumber ?? 1;
  return {
    customName: productName,
    // E-mail by default (SPEC.md section 9), SMS for an account that only has a phone.
    contactMethod: !contact?.email && contact?.phoneNumber ? 'sms' : 'email',
    email: contact?.email ?? '',
    sms: contact?.phoneNumber ?? '',
    zipCode: houseData?.zip || contact?.address?.zip || '',
    waterSource: (houseData?.waterType ?? 'Municipal').toLowerCase(),
    useEstimate: false,
    tds: houseData?.tds ?? null,
    // The profile keeps hardness in ppm; the form starts in gpg.
    hardness: houseData?.hardness == null ? null : ppmToGpg(houseData.hardness),
    hardnessUnit: 'gpg',
    roPeople: people,
    roPets: houseData?.petsNumber ?? 0,
    wholeHousePeople: people,
    hasPool: houseData?.hasPool ? 'Yes' : 'No',
  };
}

/** 1 gpg = 17.1 ppm; switching the unit converts the figure already typed. */
export function convertHardness(value: number | null, from: HardnessUnit, to: HardnessUnit) {
  if (value === null || from === to) return value;
  return to === 'ppm' ? gpgToPpm(value) : ppmToGpg(value);
}

/** Only the chosen method's address is sent; an empty reading is sent as null. */
export function toCreateBody(
  values: TrackerFormOutput,
  target: { productId: string; orderItemId?: string },
): CreateTrackedProductBody {
  const { customName, sms, email, ...rest } = values;
  return {
    productId: target.productId,
    customName,
    ...(target.orderItemId ? { orderItemId: target.orderItemId } : {}),
    additionalData: {
      ...rest,
      ...(values.contactMethod === 'sms' ? { sms } : { email }),
      tds: values.tds ?? null,
      hardness: values.hardness ?? null,
    },
  };
}
