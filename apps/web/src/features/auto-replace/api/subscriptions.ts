import {
  type CreateSubscriptionBody,
  type PlanActionInput,
  SubscriptionListSchema,
  SubscriptionQuoteSchema,
  SubscriptionSchema,
  type UpdateSubscriptionBody,
} from '@shop/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { trackerRecordKey } from '../../../lib/tracker-record.ts';

export const SUBSCRIPTIONS_ROOT = ['subscriptions'] as const;
const encode = encodeURIComponent;

/** GET /subscriptions: every plan of the signed-in customer. */
export function useSubscriptions() {
  return useQuery({
    queryKey: [...SUBSCRIPTIONS_ROOT, 'list'],
    queryFn: ({ signal }) =>
      apiRequest('/subscriptions', { signal, schema: SubscriptionListSchema }),
  });
}

/** GET /subscriptions/{id}. */
export function useSubscription(id: string) {
  return useQuery({
    queryKey: [...SUBSCRIPTIONS_ROOT, 'one', id],
    queryFn: ({ signal }) =>
      apiRequest(`/subscriptions/${encode(id)}`, { signal, schema: SubscriptionSchema }),
    retry: false,
  });
}

/** GET /subscriptions/quote: what turning auto-replace on would cost; changes nothing. */
export function useSubscriptionQuote(trackedPartId: string | null, quantity: number) {
  return useQuery({
    queryKey: [...SUBSCRIPTIONS_ROOT, 'quote', trackedPartId, quantity],
    queryFn: ({ signal }) =>
      apiRequest('/subscriptions/quote', {
        signal,
        query: { trackedPartId, quantity },
        schema: SubscriptionQuoteSchema,
      }),
    enabled: trackedPartId !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** Every plan change reloads the plans and My Products (a part on a plan says when it ships). */
function usePlanMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: SUBSCRIPTIONS_ROOT }),
        queryClient.invalidateQueries({ queryKey: trackerRecordKey }),
      ]),
  });
}

/** POST /subscriptions: turn auto-replace on for a tracked part. */
export function useCreateSubscription() {
  return usePlanMutation((body: CreateSubscriptionBody) =>
    apiRequest('/subscriptions', { method: 'POST', body, schema: SubscriptionSchema }),
  );
}

/** PATCH /subscriptions/{id}: next date, quantity, card or address. */
export function useUpdateSubscription(id: string) {
  return usePlanMutation((body: UpdateSubscriptionBody) =>
    apiRequest(`/subscriptions/${encode(id)}`, {
      method: 'PATCH',
      body,
      schema: SubscriptionSchema,
    }),
  );
}

/** POST /subscriptions/{id}/skip | pause | resume | cancel: the plan as it now stands. */
export function useSubscriptionAction(id: string) {
  return usePlanMutation((input: PlanActionInput) =>
    apiRequest(`/subscriptions/${encode(id)}/${input.action}`, {
      method: 'POST',
      body: 'body' in input ? input.body : {},
      schema: SubscriptionSchema,
    }),
  );
}
