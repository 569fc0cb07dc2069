import { ZipWaterCheckSchema } from '@shop/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** The ZIP check behind the tracker form's 'use estimate' option (GET /waterquality/tds). */
export function getZipEstimate(zip: string) {
  return apiRequest('/waterquality/tds', {
    query: { zip: zip.trim() },
    schema: ZipWaterCheckSchema,
  });
}
