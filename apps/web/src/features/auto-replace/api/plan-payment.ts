import {
  type PlanPaymentBody,
  PlanPaymentViewSchema,
  ReminderLinkViewSchema,
} from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { SUBSCRIPTIONS_ROOT } from './subscriptions.ts';

const payPath = (code: string) => `/subscription-payments/${encodeURIComponent(code)}`;
const linkPath = (code: string) => `/subscription-links/${encodeURIComponent(code)}`;

/** GET /subscription-payments/{code}: what is owed and why; changes nothing. */
export function usePlanPayment(code: string) {
  return useQuery({
    queryKey: ['plan-payment', code],
    queryFn: ({ signal }) => apiRequest(payPath(code), { signal, schema: PlanPaymentViewSchema }),
    retry: false,
  });
}

/** POST /subscription-payments/{code}: pay now (with another card), or after the bank's challenge. */
export function usePayPlan(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PlanPaymentBody) =>
      apiRequest(payPath(code), { method: 'POST', body, schema: PlanPaymentViewSchema }),
    onSuccess: (view) => {
      queryClient.setQueryData(['plan-payment', code], view);
      return queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_ROOT });
    },
  });
}

/** GET /subscription-links/{code}: what a notice's one-tap link will do; changes nothing. */
export function usePlanLink(code: string) {
  return useQuery({
    queryKey: ['plan-link', code],
    queryFn: ({ signal }) => apiRequest(linkPath(code), { signal, schema: ReminderLinkViewSchema }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /subscription-links/{code}: does it once, when the customer confirms. */
export function useConfirmPlanLink(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(linkPath(code), { method: 'POST', schema: ReminderLinkViewSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_ROOT }),
  });
}
