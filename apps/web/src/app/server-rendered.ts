import type { DehydratedState } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import { routes } from './router.tsx';

/** Where the server puts the data its HTML shows (apps/server/src/plugins/web-pages.ts). */
export const PAGE_DATA_ID = 'page-data';

/** The server-rendered page's queries, or undefined for the bare shell (dev, signed-in pages). */
export function readPageData(): DehydratedState | undefined {
  const script = document.getElementById(PAGE_DATA_ID);
  if (!script?.textContent) return undefined;
  const state = JSON.parse(script.textContent) as DehydratedState;
  // The HTML is as fresh as the server's catalogue cache: count its age from now, not from when
  // the server fetched it (which a cached page, or a client clock ahead, would make look stale
  // and fetch again).
  const now = Date.now();
  for (const query of state.queries) query.state.dataUpdatedAt = now;
  return state;
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
