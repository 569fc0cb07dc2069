import { useRef } from 'react';

/**
 * Runs `start(done)` only once the previous run has called `done`. TanStack Query reports a
 * mutation as pending a tick after `mutate`, so a double-click's second press got past a button
 * disabled on `isPending` and sent the request again.
 */
export function useOneAtATime(): (start: (done: () => void) => void) => void {
  const running = useRef(false);
  return (start) => {
    if (running.current) return;
    running.current = true;
    start(() => {
      running.current = false;
    });
  };
}
