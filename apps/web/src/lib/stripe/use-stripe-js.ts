import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useQuery } from '@tanstack/react-query';

async function loadStripeJs(publishableKey: string): Promise<Stripe> {
  // Rejects when the script cannot be fetched; null where Stripe.js cannot run at all.
  const stripe = await loadStripe(publishableKey);
  if (!stripe) throw new Error('Stripe.js is not available in this browser.');
  return stripe;
}

/** Stripe.js from js.stripe.com, once per page life; a failed load can be retried with refetch. */
export function useStripeJs(publishableKey: string) {
  return useQuery({
    queryKey: ['stripe-js', publishableKey],
    queryFn: () => loadStripeJs(publishableKey),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    // loadStripe already tries the script twice; the shopper's "Try again" is the next attempt.
    retry: false,
    // The Stripe object is a live client, not data to copy.
    structuralSharing: false,
  });
}
