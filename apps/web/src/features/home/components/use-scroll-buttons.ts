import { useCallback, useEffect, useRef, useState } from 'react';

/** Tracks whether a horizontal scroller can move further left or right. */
export function useScrollButtons(itemCount: number) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [canScrollLeft, setCanScrollLeft] = useState(false);
  const [canScrollRight, setCanScrollRight] = useState(false);

  const update = useCallback(() => {
    const track = trackRef.current;
    if (!track) {
      setCanScrollLeft(false);
      setCanScrollRight(false);
      return;
    }
    setCanScrollLeft(track.scrollLeft > 1);
    setCanScrollRight(track.scrollLeft + track.clientWidth < track.scrollWidth - 1);
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measure when the items change
  useEffect(() => {
    const track = trackRef.current;
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    // A ResizeObserver reports once right after the next layout; measuring here instead would
    // force a layout of the whole page in the middle of rendering it.
    if (!observer || !track) update();
    if (!track) return;
    track.addEventListener('scroll', update, { passive: true });
    observer?.observe(track);
    return () => {
      track.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [itemCount, update]);

  const scrollByPx = useCallback((left: number) => {
    trackRef.current?.scrollBy?.({ left, behavior: 'smooth' });
  }, []);

  return { trackRef, canScrollLeft, canScrollRight, scrollByPx };
}
