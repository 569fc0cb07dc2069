import { ShopSettingsSchema, type UpdateShopSettingsBody } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** The same cache entry as the returns desk's settings: one GET /admin/settings answer. */
const SETTINGS_KEY = ['admin', 'shop-settings'] as const;

/** GET /admin/settings (owner): here for the days before the review request e-mail. */
export function useReviewSettings(enabled: boolean) {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => apiRequest('/admin/settings', { signal, schema: ShopSettingsSchema }),
    enabled,
  });
}

/** PUT /admin/settings */
export function useSaveReviewSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateShopSettingsBody) =>
      apiRequest('/admin/settings', { method: 'PUT', body, schema: ShopSettingsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
}
