import { CircleAlert } from 'lucide-react';

export const STRIPE_UNAVAILABLE =
  'The secure card form could not be loaded. Check your internet connection and try again.';

export function StripeFormLoading() {
  return (
    <div className="flex items-center justify-center gap-3 py-10" role="status">
      <span className="loading loading-spinner loading-md text-primary" aria-hidden="true" />
      <span className="text-sm text-base-content/80">Loading the secure card form…</span>
    </div>
  );
}

/** Stripe.js did not load (offline, blocked): the shopper learns why and can try again. */
export function StripeUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="space-y-4">
      <p role="alert" className="alert border-error/50 bg-error/10 text-sm text-base-content">
        <CircleAlert className="size-5 shrink-0 text-error" aria-hidden="true" />
        <span>{STRIPE_UNAVAILABLE}</span>
      </p>
      <button type="button" className="btn btn-outline btn-block" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
