import { ShopSettingsSchema, type UpdateShopSettingsBody } from '@shop/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const SETTINGS_KEY = ['admin', 'shop-settings'] as const;

/**
 * GET /admin/settings (owner): the shop's settings that the returns and reviews desks each show a
 * part of (the return window, types not taken back, return address; the review request days).
 */
export function useShopSettings(enabled: boolean) {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: ({ signal }) => apiRequest('/admin/settings', { signal, schema: ShopSettingsSchema }),
    enabled,
  });
}

/** PUT /admin/settings */
export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateShopSettingsBody) =>
      apiRequest('/admin/settings', { method: 'PUT', body, schema: ShopSettingsSchema }),
    onSuccess: (saved) => queryClient.setQueryData(SETTINGS_KEY, saved),
  });
}
