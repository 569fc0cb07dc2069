import { z } from 'zod';
import { INVALID_ZIP_MESSAGE } from './messages.ts';
import {
  adjustTds,
  HARDNESS_CLASSES,
  hardnessClass,
  ppmToGpg,
  RATING_COLOURS,
  ratingColour,
  WATER_QUALITY_RATINGS,
  waterQualityRating,
} from './water.ts';

/** GET /waterquality/tds?zip= */
export const TdsQuerySchema = z.object({
  zip: z
    .string({ error: INVALID_ZIP_MESSAGE })
    .trim()
    .regex(/^\d{5}$/, INVALID_ZIP_MESSAGE),
});
export type TdsQuery = z.infer<typeof TdsQuerySchema>;

/** The ZIP check answer: an estimate from the state's typical hardness, never a measurement. */
export const TdsResultSchema = z.object({
  tdsValue: z.number().int(),
  rating: z.enum(WATER_QUALITY_RATINGS),
  colour: z.enum(RATING_COLOURS),
  state: z.string().length(2),
  stateName: z.string(),
  hardness: z.object({
    mgL: z.number(),
    gpg: z.number(),
    classification: z.enum(HARDNESS_CLASSES),
  }),
  note: z.string(),
});
export type TdsResult = z.infer<typeof TdsResultSchema>;

export function typicalWaterNote(stateName: string): string {
  return `Typical for ${stateName}: an estimate from regional data, not a measurement of your tap water.`;
}

/**
 * The whole ZIP check once the server has found the ZIP's state and that state's typical
 * hardness (shared/data/state-hardness.csv): the hardness is the raw value of SPEC.md's
 * TDS adjustment, and the adjusted value is rated and coloured.
 */
export function estimateTds(input: {
  zip: string;
  state: string;
  stateName: string;
  hardnessMgL: number;
}): TdsResult {
  const tdsValue = adjustTds(input.hardnessMgL, input.zip);
  return {
    tdsValue,
    rating: waterQualityRating(tdsValue),
    colour: ratingColour(tdsValue),
    state: input.state,
    stateName: input.stateName,
    hardness: {
      mgL: input.hardnessMgL,
      gpg: ppmToGpg(input.hardnessMgL),
      classification: hardnessClass(input.hardnessMgL),
    },
    note: typicalWaterNote(input.stateName),
  };
}
