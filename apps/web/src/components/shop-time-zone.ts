import { createContext, useContext } from 'react';

const ShopTimeZoneContext = createContext<string | undefined>(undefined);

/** Given by the back office's layout from GET /shop (SHOP_TIMEZONE). */
export const ShopTimeZoneProvider = ShopTimeZoneContext.Provider;

/**
 * The shop's time zone, which the back office's times and days are written in so that they agree
 * with its day filters, dashboard and CSV wherever the admin is; the browser's own until known.
 */
export function useShopTimeZone(): string {
  return useContext(ShopTimeZoneContext) ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
