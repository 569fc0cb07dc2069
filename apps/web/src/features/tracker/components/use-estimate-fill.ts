import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getZipEstimate } from '../api/zip-estimate.ts';
import type { TrackerForm } from './tracker-form-types.ts';

/**
 * With 'use estimate' on, TDS and hardness come from the ZIP check of the form's ZIP code,
 * in the unit the form shows.
 */
export function useEstimateFill(form: TrackerForm) {
  const { watch, setValue } = form;
  const useEstimate = watch('useEstimate');
  const zip = (watch('zipCode') ?? '').trim();
  const unit = watch('hardnessUnit');
  const estimate = useQuery({
    queryKey: ['trackers', 'zip-estimate', zip],
    queryFn: () => getZipEstimate(zip),
    enabled: Boolean(useEstimate) && /^\d{5}$/.test(zip),
    staleTime: Number.POSITIVE_INFINITY,
  });

  const data = useEstimate ? estimate.data : undefined;
  useEffect(() => {
    if (!data) return;
    setValue('tds', data.tdsValue);
    setValue('hardness', unit === 'ppm' ? data.hardness.mgL : data.hardness.gpg);
  }, [data, unit, setValue]);

  if (!useEstimate) return null;
  if (!/^\d{5}$/.test(zip)) return 'Enter a 5-digit ZIP code to use the estimate.';
  if (estimate.isFetching) return 'Looking up your area…';
  if (estimate.isError) return estimate.error.message;
  return estimate.data?.note ?? null;
}
