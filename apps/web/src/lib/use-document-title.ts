import { useLayoutEffect } from 'react';
import { SHOP_NAME } from './shop.ts';

/**
 * Sets the tab title to 'Page · ClearSpring Water' (the shop name alone on the home page).
 * A layout effect, so the title changes in the same commit as the page and never lags behind it.
 */
export function useDocumentTitle(title: string | null): void {
  useLayoutEffect(() => {
    document.title = title ? `${title} · ${SHOP_NAME}` : SHOP_NAME;
  }, [title]);
}
