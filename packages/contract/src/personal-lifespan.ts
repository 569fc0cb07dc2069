import { formatMonths } from './lifespan.ts';

/**
 * Personal lifespan of a part: where in its [quick, slow] replacement range a household
 * falls. A product's quickReplaceMonths is the heavy-use end, slowReplaceMonths the gentle
 * end. We start from the slow end and move toward the quick end by a load score:
 *
 *   water    +2 very hard (hardness above 180 mg/L, USGS) or very high TDS (above 500 ppm)
 *            +1 hard (above 120 mg/L) or high TDS (above 300 ppm); the larger one counts,
 *               because hardness and TDS describe the same water
 *   source   +1 well water (untreated, more sediment and iron)
 *   people   +1 for each person beyond 2, at most +3 (3 people +1, 4 people +2, 5+ +3)
 *   pets     +1 any pets
 *   showers  +1 showers longer than 10 minutes
 *   pool     +1 a pool to fill
 *
 * months = slow - round((slow - quick) * load / 9), 9 being the largest load, so a light
 * household gets the slow months, the heaviest the quick months, and every answer is a
 * whole number of months inside the range.
 */

export type Household = {
  hardnessPpm?: number | null;
  tds?: number | null;
  people: number;
  pets: number;
  hasPool: boolean;
  showerMinutes: number;
  /** 'municipal' | 'well' | 'other', in either letter case (the settings page capitalises). */
  waterSource: string;
};

export type PersonalLifespan = { months: number; reasons: string[]; summary: string };

const MAX_LOAD = 9;
const LONG_SHOWER_MINUTES = 10;

type Load = { points: number; reason: string };

function waterLoad(household: Household): Load | null {
  const hardness = household.hardnessPpm ?? 0;
  const tds = household.tds ?? 0;
  if (hardness > 180) return { points: 2, reason: 'very hard water' };
  if (tds > 500) return { points: 2, reason: 'very high TDS' };
  if (hardness > 120) return { points: 1, reason: 'hard water' };
  if (tds > 300) return { points: 1, reason: 'high TDS' };
  return null;
}

function householdLoads(household: Household): Load[] {
  const loads: Array<Load | null> = [
    waterLoad(household),
    household.waterSource.toLowerCase() === 'well' ? { points: 1, reason: 'well water' } : null,
    household.people > 2
      ? { points: Math.min(3, household.people - 2), reason: `${household.people} people` }
      : null,
    household.pets > 0
      ? { points: 1, reason: household.pets === 1 ? '1 pet' : `${household.pets} pets` }
      : null,
    household.showerMinutes > LONG_SHOWER_MINUTES ? { points: 1, reason: 'long showers' } : null,
    household.hasPool ? { points: 1, reason: 'pool' } : null,
  ];
  return loads.filter((load) => load !== null);
}

function isMonths(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** null when the product has no quick or slow months to choose between. */
export function personalLifespan(input: {
  quickMonths: number | null | undefined;
  slowMonths: number | null | undefined;
  household: Household;
}): PersonalLifespan | null {
  if (!isMonths(input.quickMonths) || !isMonths(input.slowMonths)) return null;
  const quick = Math.min(input.quickMonths, input.slowMonths);
  const slow = Math.max(input.quickMonths, input.slowMonths);
  const loads = householdLoads(input.household);
  const load = loads.reduce((sum, item) => sum + item.points, 0);
  const months = slow - Math.round(((slow - quick) * load) / MAX_LOAD);
  const reasons = loads.map((item) => item.reason);
  const cause = reasons.length > 0 ? reasons.join(', ') : 'light use';
  return { months, reasons, summary: `${cause}: ${formatMonths(months)}` };
}
