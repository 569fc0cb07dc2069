import { SavedHouseDataSchema, type UpdateHouseDataBody } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { getTracker, trackerRecordKey } from '../../../lib/tracker-record.ts';

/** GET /trackers, of which the settings page needs houseData. */
export function useHouseData() {
  return useQuery({
    queryKey: trackerRecordKey,
    queryFn: ({ signal }) => getTracker(signal),
    select: (record) => record.houseData,
  });
}

/** PUT /trackers {houseData}: answers with the saved profile. */
export function useSaveHouseData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateHouseDataBody) =>
      apiRequest('/trackers', { method: 'PUT', body, schema: SavedHouseDataSchema }),
    // Personal part lifespans depend on the profile, so the dashboard must reload too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trackerRecordKey }),
  });
}
