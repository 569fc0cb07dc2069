/**
 * One render at a time per URL: a request that arrives while its page renders waits for that
 * render instead of starting its own. After `forget()` (the catalogue changed) the next request
 * starts a new render, as a render begun before the change may show the old catalogue.
 */
export function rendersInFlight<T>() {
  const pending = new Map<string, Promise<T>>();
  return {
    /** The render of `url` in flight, or `render()` started as it. */
    of(url: string, render: () => Promise<T>): Promise<T> {
      const inFlight = pending.get(url);
      if (inFlight) return inFlight;
      const started = render().finally(() => {
        if (pending.get(url) === started) pending.delete(url);
      });
      pending.set(url, started);
      return started;
    },
    forget(): void {
      pending.clear();
    },
  };
}
