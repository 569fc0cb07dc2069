import {
  adjustTds,
  type FilterType,
  gpgToPpm,
  type HouseData,
  type Household,
  personalLifespan,
  type TrackerFormData,
} from '@shop/contract';
import { hardnessForZip } from '../water-quality/water-quality.service.ts';

/** With 'use estimate' and no readings, the ZIP check's figures stand in for them. */
function estimatedReadings(form: TrackerFormData) {
  const zip = form.zipCode ?? '';
  const hardness = form.useEstimate && /^\d{5}$/.test(zip) ? hardnessForZip(zip) : null;
  if (!hardness) return { tds: null, hardnessPpm: null };
  return { tds: adjustTds(hardness.hardnessMgL, zip), hardnessPpm: hardness.hardnessMgL };
}

/**
 * The household a tracked system serves: the tracker form's answers where given, the saved
 * profile otherwise. A whole-house system serves everyone; an under-sink (RO) system the
 * people counted for it.
 */
export function householdFor(
  form: TrackerFormData,
  profile: HouseData,
  filterType: FilterType,
): Household {
  const estimate = estimatedReadings(form);
  const formHardness =
    form.hardness === null
      ? null
      : form.hardnessUnit === 'gpg'
        ? gpgToPpm(form.hardness)
        : form.hardness;
  const formPeople = filterType === 'wholehouse' ? form.wholeHousePeople : form.roPeople;
  return {
    hardnessPpm: formHardness ?? estimate.hardnessPpm ?? profile.hardness,
    tds: form.tds ?? estimate.tds ?? profile.tds,
    people: formPeople || profile.peopleNumber,
    pets: form.roPets ?? profile.petsNumber,
    hasPool: form.hasPool === 'Yes' || profile.hasPool,
    showerMinutes: profile.showerTime,
    waterSource: form.waterSource ?? profile.waterType,
  };
}

export interface PartLifespan {
  months: number;
  reason: string | null;
}

/** The personal rule when the part has both months; else its slow, else its quick months. */
export function lifespanForPart(
  part: { quickReplaceMonths: number | null; slowReplaceMonths: number | null },
  household: Household,
): PartLifespan | null {
  const personal = personalLifespan({
    quickMonths: part.quickReplaceMonths,
    slowMonths: part.slowReplaceMonths,
    household,
  });
  if (personal) return { months: personal.months, reason: personal.summary };
  const months = part.slowReplaceMonths ?? part.quickReplaceMonths;
  return months && months >= 1 ? { months, reason: null } : null;
}
