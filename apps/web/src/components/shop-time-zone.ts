import { createContext, useContext } from 'react';

const ShopTimeZoneContext = createContext<string | undefined>(undefined);

/** Given by the main layout from GET /shop (SHOP_TIMEZONE), for the back office and the shop's pages. */
export const ShopTimeZoneProvider = ShopTimeZoneContext.Provider;

/**
 * The shop's time zone, which the back office's times and days are written in so that they agree
 * with its day filters, dashboard and CSV wherever the admin is, and the shop's pages write a
 * moment's day in (store-dates.ts); the browser's own until known.
 */
export function useShopTimeZone(): string {
  return useContext(ShopTimeZoneContext) ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** '25 Nov 2026, 14:05' in `timeZone`. */
export function formatDateTime(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
}

/** A moment as the back office writes it: in the shop's time zone, like its filters and CSV. */
export function useShopDateTime(): (iso: string) => string {
  const timeZone = useShopTimeZone();
  return (iso) => formatDateTime(iso, timeZone);
}
