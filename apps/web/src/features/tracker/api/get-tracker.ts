import { useQuery } from '@tanstack/react-query';
import { getTracker, trackerRecordKey } from '../../../lib/tracker-record.ts';

export function useTracker() {
  return useQuery({ queryKey: trackerRecordKey, queryFn: ({ signal }) => getTracker(signal) });
}
