import { type CreateWarrantyClaimBody, WarrantyClaimSchema } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export const warrantyClaimsKey = ['warranty-claims'] as const;

/** GET /warranty-claims: the customer's claims with their state, newest first. */
export function useMyWarrantyClaims() {
  return useQuery({
    queryKey: warrantyClaimsKey,
    queryFn: ({ signal }) =>
      apiRequest('/warranty-claims', { signal, schema: z.array(WarrantyClaimSchema) }),
  });
}

/** POST /warranty-claims: files a claim on a tracked system. */
export function useFileWarrantyClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWarrantyClaimBody) =>
      apiRequest('/warranty-claims', { method: 'POST', body, schema: WarrantyClaimSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: warrantyClaimsKey }),
  });
}
