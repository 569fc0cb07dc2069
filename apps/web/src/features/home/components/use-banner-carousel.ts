import { useCallback, useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts';

export const AUTO_ADVANCE_MS = 6000;
export const SCROLL_SETTLE_MS = 500;

/**
 * The banner carousel of SPEC.md section 4: the index advances every 6 s (wrapping), a manual
 * scroll pauses it, and 0.5 s after scrolling settles the index becomes the nearest slide and
 * the timer restarts. Auto-advance stays off for people who ask for reduced motion.
 */
export function useBannerCarousel(count: number) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [cycle, setCycle] = useState(0);
  const [isUserScrolling, setUserScrolling] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const isOurScroll = useRef(false);
  const settleTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const scrollToSlide = useCallback(
    (target: number) => {
      const track = trackRef.current;
      if (!track) return;
      const left = target * track.clientWidth;
      if (Math.abs(track.scrollLeft - left) < 1) return;
      isOurScroll.current = true;
      track.scrollTo?.({ left, behavior: reducedMotion ? 'auto' : 'smooth' });
    },
    [reducedMotion],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: `cycle` restarts the countdown
  useEffect(() => {
    if (isUserScrolling || reducedMotion || count < 2) return;
    const timer = setTimeout(() => {
      const next = (index + 1) % count;
      setIndex(next);
      scrollToSlide(next);
    }, AUTO_ADVANCE_MS);
    return () => clearTimeout(timer);
  }, [index, cycle, count, isUserScrolling, reducedMotion, scrollToSlide]);

  useEffect(() => () => clearTimeout(settleTimer.current), []);

  const goTo = useCallback(
    (target: number) => {
      setIndex(target);
      setCycle((value) => value + 1);
      scrollToSlide(target);
    },
    [scrollToSlide],
  );

  const onScroll = useCallback(() => {
    if (!isOurScroll.current) setUserScrolling(true);
    clearTimeout(settleTimer.current);
    settleTimer.current = setTimeout(() => {
      const wasOurs = isOurScroll.current;
      isOurScroll.current = false;
      if (wasOurs) return;
      const track = trackRef.current;
      const width = track?.clientWidth ?? 0;
      if (track && width > 0) {
        const nearest = Math.round(track.scrollLeft / width);
        setIndex(Math.min(Math.max(nearest, 0), count - 1));
      }
      setUserScrolling(false);
      setCycle((value) => value + 1);
    }, SCROLL_SETTLE_MS);
  }, [count]);

  /** A hand on the track means the next scroll is the visitor's, even mid-animation. */
  const onUserIntent = useCallback(() => {
    isOurScroll.current = false;
  }, []);

  const trackProps = {
    ref: trackRef,
    onScroll,
    onWheel: onUserIntent,
    onPointerDown: onUserIntent,
    onTouchStart: onUserIntent,
    onKeyDown: onUserIntent,
  };
  return { index, goTo, trackProps, isPaused: isUserScrolling };
}
