import { DashboardSchema, ForecastSchema } from '@shop/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /admin/dashboard. */
export function useDashboard() {
  return useQuery({
    queryKey: ['admin', 'dashboard'],
    queryFn: ({ signal }) => apiRequest('/admin/dashboard', { signal, schema: DashboardSchema }),
  });
}

/** GET /admin/forecast?days=. */
export function useForecast(days: number) {
  return useQuery({
    queryKey: ['admin', 'forecast', days],
    queryFn: ({ signal }) =>
      apiRequest('/admin/forecast', { signal, query: { days }, schema: ForecastSchema }),
  });
}
