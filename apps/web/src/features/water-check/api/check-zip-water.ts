import type { ZipWaterCheck } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /waterquality/tds?zip=: the area's estimated TDS, its rating and colour (public). */
export function checkZipWater(zip: string, signal?: AbortSignal) {
  return apiRequest<ZipWaterCheck>('/waterquality/tds', { query: { zip: zip.trim() }, signal });
}

/** A check runs when the visitor presses 'Check TDS', so it is a mutation, not a query. */
export function useZipWaterCheck() {
  return useMutation({ mutationFn: (zip: string) => checkZipWater(zip) });
}
