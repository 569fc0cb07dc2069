import { TrackerRecordSchema } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Shared with the settings page, which saves the household profile of the same record. */
export const trackerRecordKey = ['trackers', 'record'] as const;

/** GET /trackers: tracked products with their parts, houseData and pending installations. */
export function getTracker(signal?: AbortSignal) {
  return apiRequest('/trackers', { signal, schema: TrackerRecordSchema });
}

export function useTracker() {
  return useQuery({ queryKey: trackerRecordKey, queryFn: ({ signal }) => getTracker(signal) });
}
