import {
  AdminSubscriptionPageSchema,
  AdminSubscriptionSchema,
  type AdminSubscriptionsQuery,
  type PlanActionInput,
  SubscriptionSchema,
  SubscriptionSummarySchema,
  type UpdateSubscriptionBody,
} from '@shop/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export const ADMIN_SUBSCRIPTIONS_ROOT = ['admin', 'subscriptions'] as const;
const encode = encodeURIComponent;

export type SubscriptionSearch = Partial<AdminSubscriptionsQuery>;

/** GET /admin/subscriptions: one page of matching plans. */
export function useAdminSubscriptions(query: SubscriptionSearch) {
  return useQuery({
    queryKey: [...ADMIN_SUBSCRIPTIONS_ROOT, 'list', query],
    queryFn: ({ signal }) =>
      apiRequest('/admin/subscriptions', { query, signal, schema: AdminSubscriptionPageSchema }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/subscriptions/{id}: the plan with its customer and charges. */
export function useAdminSubscription(id: string) {
  return useQuery({
    queryKey: [...ADMIN_SUBSCRIPTIONS_ROOT, 'one', id],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/subscriptions/${encode(id)}`, { signal, schema: AdminSubscriptionSchema }),
    retry: false,
  });
}

/** POST /admin/subscriptions/{id}/skip | pause | resume | cancel, on the customer's behalf. */
export function useAdminSubscriptionAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PlanActionInput) =>
      apiRequest(`/admin/subscriptions/${encode(id)}/${input.action}`, {
        method: 'POST',
        body: 'body' in input ? input.body : {},
        schema: SubscriptionSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_SUBSCRIPTIONS_ROOT }),
  });
}

/** GET /admin/subscriptions/summary: the dashboard's plan numbers. */
export function useSubscriptionSummary() {
  return useQuery({
    queryKey: [...ADMIN_SUBSCRIPTIONS_ROOT, 'summary'],
    queryFn: ({ signal }) =>
      apiRequest('/admin/subscriptions/summary', { signal, schema: SubscriptionSummarySchema }),
  });
}

/** PATCH /admin/subscriptions/{id}: the next date, quantity or address, on the customer's behalf. */
export function useAdminUpdateSubscription(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateSubscriptionBody) =>
      apiRequest(`/admin/subscriptions/${encode(id)}`, {
        method: 'PATCH',
        body,
        schema: SubscriptionSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_SUBSCRIPTIONS_ROOT }),
  });
}
