import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { replayEarlyTaps } from '../../../app/early-taps.ts';
import { BannerCarousel } from './banner-carousel.tsx';
import { AUTO_ADVANCE_MS, SCROLL_SETTLE_MS } from './use-banner-carousel.ts';

const SLIDE_WIDTH = 1000;

function renderCarousel() {
  const router = createMemoryRouter([{ path: '/', element: <BannerCarousel /> }]);
  render(<RouterProvider router={router} />);
  const track = screen.getByTestId('banner-track');
  Object.defineProperty(track, 'clientWidth', { configurable: true, value: SLIDE_WIDTH });
  const scrollTo = vi.fn((options: ScrollToOptions) => {
    track.scrollLeft = options.left ?? 0;
  });
  track.scrollTo = scrollTo as unknown as typeof track.scrollTo;
  return { track, scrollTo };
}

const currentDot = () =>
  screen.getAllByRole('button', { name: /Go to slide/ }).find((dot) => dot.ariaCurrent === 'true');

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** A visitor's swipe: scroll events with no programmatic scroll behind them. */
function userScrollsTo(track: HTMLElement, left: number) {
  fireEvent.pointerDown(track);
  track.scrollLeft = left;
  fireEvent.scroll(track);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('BannerCarousel', () => {
  it('shows four slides with their links and labels, and four dots', () => {
    renderCarousel();
    expect(screen.getByRole('link', { name: /^Welcome to ClearSpring Water/ })).toHaveAttribute(
      'href',
      '/products',
    );
    expect(screen.getByRole('link', { name: /^Ensure Your Water is Safe/ })).toHaveAttribute(
      'href',
      '/testkit',
    );
    expect(screen.getAllByRole('link')).toHaveLength(4);
    expect(screen.getAllByRole('button', { name: /Go to slide [1-4]/ })).toHaveLength(4);
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
  });

  it('hardening 30.21: names each slide link exactly by its title, described by its subtitle', () => {
    renderCarousel();
    const links = screen.getAllByRole('link');
    for (const link of links) expect(link).not.toHaveAttribute('aria-label');
    expect(links[0]).toHaveAccessibleName('Welcome to ClearSpring Water');
    expect(links[0]).toHaveAccessibleDescription("ClearSpring's Standard for Pure Hydration.");
    expect(links[1]).toHaveAccessibleName('Residential water filtration systems');
    expect(links[2]).toHaveAccessibleName('Ensure Your Water is Safe');
    expect(links[2]).toHaveAccessibleDescription('Get our Professional Water Testing Kits.');
  });

  it('advances every 6 s and wraps from the last slide to the first', () => {
    const { scrollTo } = renderCarousel();
    advance(AUTO_ADVANCE_MS - 1);
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    advance(1);
    expect(currentDot()).toHaveAccessibleName('Go to slide 2');
    expect(scrollTo).toHaveBeenLastCalledWith({ left: SLIDE_WIDTH, behavior: 'smooth' });
    advance(AUTO_ADVANCE_MS);
    advance(AUTO_ADVANCE_MS);
    expect(currentDot()).toHaveAccessibleName('Go to slide 4');
    advance(AUTO_ADVANCE_MS);
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
  });

  it('jumps to a clicked dot and restarts the 6 s countdown', () => {
    renderCarousel();
    advance(4000);
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(currentDot()).toHaveAccessibleName('Go to slide 3');
    advance(AUTO_ADVANCE_MS - 1);
    expect(currentDot()).toHaveAccessibleName('Go to slide 3');
    advance(1);
    expect(currentDot()).toHaveAccessibleName('Go to slide 4');
  });

  it('pauses while the visitor scrolls, then settles on the nearest slide after 0.5 s', () => {
    const { track } = renderCarousel();
    advance(5000);
    userScrollsTo(track, 1.7 * SLIDE_WIDTH);
    advance(SCROLL_SETTLE_MS - 1);
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    userScrollsTo(track, 2.2 * SLIDE_WIDTH);
    advance(SCROLL_SETTLE_MS - 1);
    // Still scrolling: neither the 6 s timer nor the settle has fired.
    expect(currentDot()).toHaveAccessibleName('Go to slide 1');
    advance(1);
    expect(currentDot()).toHaveAccessibleName('Go to slide 3');
    advance(AUTO_ADVANCE_MS - 1);
    expect(currentDot()).toHaveAccessibleName('Go to slide 3');
    advance(1);
    expect(currentDot()).toHaveAccessibleName('Go to slide 4');
  });

  it('does not treat its own scrolling as a visitor scroll', () => {
    const { track } = renderCarousel();
    advance(AUTO_ADVANCE_MS);
    fireEvent.scroll(track);
    advance(SCROLL_SETTLE_MS);
    expect(currentDot()).toHaveAccessibleName('Go to slide 2');
    advance(AUTO_ADVANCE_MS - SCROLL_SETTLE_MS);
    expect(currentDot()).toHaveAccessibleName('Go to slide 3');
  });

  it('goes to the slide of a dot tapped before the app had started, once it has', async () => {
    const { scrollTo } = renderCarousel();
    // Kept by public/start-after-paint.js: the third dot of the page's dots.
    window.earlyTaps = [{ key: 'banner-slide', index: 2 }];
    await act(async () => {
      const replayed = replayEarlyTaps();
      // The replay waits a task before and after each tap; far less than the auto-advance.
      await vi.advanceTimersByTimeAsync(10);
      await replayed;
    });
    expect(currentDot()).toHaveAccessibleName('Go to slide 3');
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ left: 2 * SLIDE_WIDTH }));
  });
});
