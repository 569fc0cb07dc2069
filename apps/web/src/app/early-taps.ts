/** A tap kept by public/start-after-paint.js before the app had started. */
interface EarlyTap {
  /** The control's `data-early-tap`, or 'submit' for one of the app's POST forms. */
  key: string;
  /** Which of the page's controls with that key (forms: which of its POST forms). */
  index: number;
}

declare global {
  interface Window {
    earlyTaps?: EarlyTap[];
  }
}

/**
 * Does the taps the page took before the app had started, once each and in order, now that
 * every control has its handler: a shopper's early Add to Cart is done, with its usual feedback,
 * rather than lost. Taps that come after this reach their controls directly.
 */
export async function replayEarlyTaps() {
  // The stored session is read after the last section has hydrated (session.tsx): let it land.
  await nextTask();
  const taps = window.earlyTaps ?? [];
  window.earlyTaps = [];
  for (const element of document.querySelectorAll<HTMLElement>('[data-early-tapped]')) {
    delete element.dataset.earlyTapped;
  }
  for (const { key, index } of taps) {
    if (key === 'submit') {
      document.querySelectorAll<HTMLFormElement>('form[method="post"]')[index]?.requestSubmit();
    } else {
      document.querySelectorAll<HTMLElement>(`[data-early-tap="${key}"]`)[index]?.click();
    }
    // Each tap sees what the one before it did (a quantity raised, then Add to Cart).
    await nextTask();
  }
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
