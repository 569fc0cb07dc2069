import { TrackerRecordSchema } from '@shop/contract';
import { apiRequest } from './api-client.ts';

/**
 * The customer's tracker record is shared: My Products and the household settings read the same
 * cached copy, and a plan change reloads it (a part on a plan says when it ships).
 */
export const trackerRecordKey = ['trackers', 'record'] as const;

/** GET /trackers: tracked products with their parts, houseData and pending installations. */
export function getTracker(signal?: AbortSignal) {
  return apiRequest('/trackers', { signal, schema: TrackerRecordSchema });
}
