import { useEffect } from 'react';
import { SHOP_NAME } from './shop.ts';

/** Sets the tab title to 'Page · ClearSpring Water' (the shop name alone on the home page). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SHOP_NAME}` : SHOP_NAME;
  }, [title]);
}
