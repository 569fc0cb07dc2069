import { useLayoutEffect } from 'react';
import { paths } from '../../../lib/paths.ts';

/** Router state that says the history entry below this one is already home. */
export const HOME_BELOW = { homeBelow: true } as const;

interface RouterHistoryState {
  usr?: Record<string, unknown> | null;
  key?: string;
  idx?: number;
}

/**
 * Browser back on a sign-in page lands on home (SPEC.md section 2), wherever the person came
 * from: on arrival the current entry becomes home and the page is pushed on top of it, so Back
 * is an ordinary navigation to '/'. A popstate listener cannot do this: the router handles the
 * event first and React unmounts this page (and its listener) before the listener is called.
 * Moves between the sign-in pages replace the entry and carry HOME_BELOW, so home is only
 * inserted once. A layout effect: it runs with the render that shows the page, so a Back pressed
 * as soon as the page is seen already lands home (a passive effect may run a task later; CI's
 * quick Back met that once).
 */
export function useBrowserBackGoesHome() {
  useLayoutEffect(() => {
    const entry = (window.history.state ?? {}) as RouterHistoryState;
    if (entry.usr?.homeBelow === true) return;
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    const idx = entry.idx ?? 0;
    window.history.replaceState({ usr: null, key: 'home', idx }, '', paths.home);
    window.history.pushState(
      { ...entry, usr: { ...entry.usr, ...HOME_BELOW }, idx: idx + 1 },
      '',
      here,
    );
  }, []);
}
