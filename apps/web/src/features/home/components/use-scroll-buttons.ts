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
    update();
    const track = trackRef.current;
    if (!track) return;
    track.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
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
