import {
  PlanPayLinkSchema,
  type PlanPaymentBody,
  PlanProductOptionListSchema,
  SubscriptionSchema,
} from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { trackerRecordKey } from '../../../lib/tracker-record.ts';
import { SUBSCRIPTIONS_ROOT } from './subscriptions.ts';

const planUrl = (id: string) => `/subscriptions/${encodeURIComponent(id)}`;

function useReloadPlans() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_ROOT }),
      queryClient.invalidateQueries({ queryKey: trackerRecordKey }),
      queryClient.invalidateQueries({ queryKey: ['orders'] }),
    ]);
}

/** POST /subscriptions/{id}/ship-now: the next box charged and shipped today. */
export function useShipNow(id: string) {
  const reload = useReloadPlans();
  return useMutation({
    mutationFn: () =>
      apiRequest(`${planUrl(id)}/ship-now`, { method: 'POST', schema: SubscriptionSchema }),
    onSuccess: reload,
  });
}

/** GET /subscriptions/{id}/products: what the plan may swap to (those that fit the system). */
export function usePlanProducts(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...SUBSCRIPTIONS_ROOT, 'products', id],
    queryFn: ({ signal }) =>
      apiRequest(`${planUrl(id)}/products`, { signal, schema: PlanProductOptionListSchema }),
    enabled,
  });
}

/** POST /subscriptions/{id}/pay: pay the unpaid box now, on the plan's card or another. */
export function usePayPlanInPlace(id: string) {
  const reload = useReloadPlans();
  return useMutation({
    mutationFn: (body: PlanPaymentBody) =>
      apiRequest(`${planUrl(id)}/pay`, { method: 'POST', body, schema: SubscriptionSchema }),
    onSuccess: reload,
  });
}

/** POST /subscriptions/{id}/pay-link: a fresh pay page (to confirm the charge with the bank). */
export function usePlanPayLink(id: string) {
  return useMutation({
    mutationFn: () =>
      apiRequest(`${planUrl(id)}/pay-link`, { method: 'POST', schema: PlanPayLinkSchema }),
  });
}
