import { HouseDataSchema, TrackerRecordSchema, type UpdateHouseDataBody } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The tracker record holds the household profile; the dashboard reads the same record. */
export const trackerRecordKey = ['trackers', 'record'] as const;

/** GET /trackers, of which the settings page needs houseData. */
export function useHouseData() {
  return useQuery({
    queryKey: trackerRecordKey,
    queryFn: ({ signal }) => apiRequest('/trackers', { signal, schema: TrackerRecordSchema }),
    select: (record) => record.houseData,
  });
}

/** PUT /trackers {houseData}: answers with the saved profile. */
export function useSaveHouseData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateHouseDataBody) =>
      apiRequest('/trackers', { method: 'PUT', body, schema: HouseDataSchema }),
    // Personal part lifespans depend on the profile, so the dashboard must reload too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackerRecordKey }),
  });
}
