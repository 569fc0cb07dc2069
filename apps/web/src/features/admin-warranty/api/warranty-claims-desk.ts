import {
  AdminWarrantyClaimPageSchema,
  AdminWarrantyClaimSchema,
  type AdminWarrantyClaimsQuery,
  type ApproveWarrantyClaimBody,
} from '@shop/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const deskKey = ['admin', 'warranty-claims'] as const;

/** GET /admin/warranty-claims: one page of claims, newest first, by state. */
export function useWarrantyClaimsDesk(query: Partial<AdminWarrantyClaimsQuery>) {
  return useQuery({
    queryKey: [...deskKey, query],
    queryFn: ({ signal }) =>
      apiRequest('/admin/warranty-claims', { query, signal, schema: AdminWarrantyClaimPageSchema }),
    placeholderData: keepPreviousData,
  });
}

export type ClaimDecision =
  | { id: string; action: 'approve'; body: ApproveWarrantyClaimBody }
  | { id: string; action: 'decline'; body: { reason: string } };

/** POST /admin/warranty-claims/{id}/approve or /decline; the desk reloads after. */
export function useDecideWarrantyClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, body }: ClaimDecision) =>
      apiRequest(`/admin/warranty-claims/${encodeURIComponent(id)}/${action}`, {
        method: 'POST',
        body,
        schema: AdminWarrantyClaimSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: deskKey }),
  });
}
