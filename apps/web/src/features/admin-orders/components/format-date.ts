import { useShopTimeZone } from '../../../components/shop-time-zone.ts';

/** '25 Nov 2026, 14:05' in `timeZone`. */
export function formatDateTime(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
}

/** formatDateTime in the shop's time zone, the one the orders' day filters and CSV use. */
export function useShopDateTime(): (iso: string) => string {
  const timeZone = useShopTimeZone();
  return (iso) => formatDateTime(iso, timeZone);
}
