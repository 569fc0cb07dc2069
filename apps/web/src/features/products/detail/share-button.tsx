import { Check, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useHydrated } from '../../../lib/use-hydrated.ts';

/** Shares the page through the Web Share API, or copies its link where that is missing. */
export function ShareButton({ title }: { title: string }) {
  const [feedback, setFeedback] = useState<string | null>(null);
  // A tap on the server's markup before hydration would be lost (use-hydrated.ts).
  const isHydrated = useHydrated();

  useEffect(() => {
    if (!feedback) return;
    const timer = setTimeout(() => setFeedback(null), 2500);
    return () => clearTimeout(timer);
  }, [feedback]);

  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch {
        // Closing the share sheet is not an error worth showing.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      setFeedback('Link copied');
    } catch {
      setFeedback('Could not copy the link');
    }
  }

  return (
    <span className="relative inline-flex">
      <button
        type="button"
        className="btn btn-ghost btn-circle"
        aria-label="Share"
        disabled={!isHydrated}
        onClick={share}
      >
        {feedback === 'Link copied' ? (
          <Check className="size-5 text-success" aria-hidden="true" />
        ) : (
          <Share2 className="size-5" aria-hidden="true" />
        )}
      </button>
      <span
        role="status"
        className={`absolute top-full right-0 z-10 mt-1 whitespace-nowrap rounded bg-neutral px-2 py-1 text-xs text-neutral-content ${
          feedback ? '' : 'sr-only'
        }`}
      >
        {feedback}
      </span>
    </span>
  );
}
