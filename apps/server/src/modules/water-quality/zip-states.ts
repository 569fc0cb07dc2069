import { KNOWN_ZIPS_BASE64, STATE_RUNS } from './zip-states.data.ts';

let knownZips: Buffer | undefined;

/**
 * The state of a 5-digit US ZIP code, or null when no such ZIP exists (or it is not US).
 * The table (zip-states.data.ts) is a 12.5 KB bitmap of known ZIPs plus the runs of ZIPs that
 * share a state, instead of a package holding every ZIP's city and coordinates in memory.
 */
export function lookupZipState(zip: string): string | null {
  if (!/^\d{5}$/.test(zip)) return null;
  const n = Number(zip);
  knownZips ??= Buffer.from(KNOWN_ZIPS_BASE64, 'base64');
  if (((knownZips[n >> 3] ?? 0) & (1 << (n & 7))) === 0) return null;
  // Binary search for the last run starting at or before n.
  let low = 0;
  let high = STATE_RUNS.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((STATE_RUNS[mid]?.[0] ?? 0) <= n) low = mid;
    else high = mid - 1;
  }
  return STATE_RUNS[low]?.[1] ?? null;
}
