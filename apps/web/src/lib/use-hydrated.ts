import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False on the server and while the page hydrates, true from then on (at once in a client-side
 * render). A form control painted by the server takes a click before it has hydrated, but no
 * handler hears it and Preact keeps the state it shows: such a control is disabled until this
 * is true, so a shopper's early choice is refused plainly rather than shown and lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
