/**
 * Water rules of SPEC.md section 9: the TDS adjustment, the quality rating and its colour,
 * and the hardness units and classes used by the ZIP checker and the tracker form.
 */

/**
 * Band factors times 100, so the product is exact decimal arithmetic, as a person computes
 * it by hand, instead of floating point that only happens to land on the right side of a
 * whole number (1.12 * 300 is 336.00000000000006 in JS).
 */
const TDS_BANDS: ReadonlyArray<{ upTo: number; factorPercent: number }> = [
  { upTo: 100, factorPercent: 250 },
  { upTo: 150, factorPercent: 212 },
  { upTo: 200, factorPercent: 173 },
  { upTo: 250, factorPercent: 142 },
  { upTo: 300, factorPercent: 112 },
  { upTo: 350, factorPercent: 100 },
];

/** Decimals kept from the raw value before scaling; more than any hardness table has. */
const RAW_SCALE = 1_000_000;

/**
 * Raw value times its band factor, rounded down, plus the ZIP modulo 100.
 * The ZIP must be 5 digits (TdsQuerySchema); a leading zero is fine ('00501' adds 1).
 */
export function adjustTds(rawValue: number, zip: string): number {
  if (!Number.isFinite(rawValue) || rawValue < 0) {
    throw new RangeError(`A TDS raw value must be a number of 0 or more, got ${rawValue}.`);
  }
  if (!/^\d{5}$/.test(zip)) throw new RangeError(`A ZIP code must be 5 digits, got '${zip}'.`);
  const band = TDS_BANDS.find((candidate) => rawValue <= candidate.upTo);
  const adjusted = band
    ? Math.floor((Math.round(rawValue * RAW_SCALE) * band.factorPercent) / (100 * RAW_SCALE))
    : Math.floor(rawValue);
  return adjusted + (Number(zip) % 100);
}

export const WATER_QUALITY_RATINGS = [
  'Excellent',
  'Very Good',
  'Good',
  'Fair',
  'Poor',
  'Very Poor',
  'Unacceptable',
] as const;
export type WaterQualityRating = (typeof WATER_QUALITY_RATINGS)[number];

export function waterQualityRating(ppm: number): WaterQualityRating {
  if (ppm > 1000) return 'Unacceptable';
  if (ppm > 500) return 'Very Poor';
  if (ppm > 350) return 'Poor';
  if (ppm > 250) return 'Fair';
  if (ppm > 150) return 'Good';
  if (ppm > 50) return 'Very Good';
  return 'Excellent';
}

export const RATING_COLOURS = ['green', 'amber', 'light-red', 'red'] as const;
export type RatingColour = (typeof RATING_COLOURS)[number];

export function ratingColour(ppm: number): RatingColour {
  if (ppm > 500) return 'red';
  if (ppm > 400) return 'light-red';
  if (ppm > 300) return 'amber';
  return 'green';
}

/** 1 gpg = 17.1 ppm (SPEC.md section 5); ppm are whole numbers, as test strips read them. */
export function gpgToPpm(gpg: number): number {
  return Math.round((gpg * 171) / 10);
}

/** gpg to one decimal, as hardness test kits print them. */
export function ppmToGpg(ppm: number): number {
  return Math.round((ppm * 100) / 171) / 10;
}

export const HARDNESS_CLASSES = ['soft', 'moderately hard', 'hard', 'very hard'] as const;
export type HardnessClass = (typeof HARDNESS_CLASSES)[number];

/** USGS classes in mg/L as CaCO3: soft 0-60, moderately hard 61-120, hard 121-180, very hard above. */
export function hardnessClass(mgL: number): HardnessClass {
  if (mgL <= 60) return 'soft';
  if (mgL <= 120) return 'moderately hard';
  if (mgL <= 180) return 'hard';
  return 'very hard';
}
