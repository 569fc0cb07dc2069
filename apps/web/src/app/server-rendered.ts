import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { routes } from './router.tsx';

/** Where the server puts the data its HTML shows (apps/server/src/plugins/web-pages.ts). */
export const PAGE_DATA_ID = 'page-data';

/**
 * Puts the data of a server-rendered page into the query cache; false for the bare shell (dev
 * server, signed-in pages). setQueryData rather than TanStack's hydrate(): the same effect for
 * successful queries, without shipping the (de)hydration module to every visitor.
 */
export function fillFromPage(queryClient: QueryClient): boolean {
  const script = document.getElementById(PAGE_DATA_ID);
  if (!script?.textContent) return false;
  const { queries } = JSON.parse(script.textContent) as DehydratedState;
  // The HTML is as fresh as the server's catalogue cache: its data counts as fetched now, not when
  // the server fetched it (which a cached page, or a client clock ahead, would make look stale
  // and fetch again).
  const now = Date.now();
  for (const { queryKey, state } of queries) {
    queryClient.setQueryData(queryKey, state.data, { updatedAt: now });
  }
  return true;
}

/** Loads the lazy page modules the URL matches, as React Router asks of server-rendered apps. */
export async function loadMatchedPages(location: Location) {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
