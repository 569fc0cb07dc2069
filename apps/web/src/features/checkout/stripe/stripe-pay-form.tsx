import { PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { type FormEvent, useState } from 'react';
import { STRIPE_UNAVAILABLE } from '../../../components/stripe-status.tsx';
import { paths } from '../../../lib/paths.ts';
import { type PaymentFormProps, PayNow } from '../components/pay-now.tsx';
import { PaymentDeclined } from '../use-checkout.ts';

const UNEXPECTED_PAYMENT = 'An unexpected error occurred.';

/**
 * Confirms the intent with what the shopper typed into the Payment Element. 3-D Secure opens in
 * a pop-up; the server offers no redirecting methods, so this resolves on this page.
 */
async function confirmWithStripe(stripe: Stripe, elements: StripeElements): Promise<void> {
  const { error, paymentIntent } = await stripe.confirmPayment({
    elements,
    redirect: 'if_required',
    confirmParams: { return_url: new URL(paths.orderHistory, window.location.origin).href },
  });
  if (error) {
    // Card and form errors are written for the shopper; the others are not (Stripe's guidance).
    const forShopper = error.type === 'card_error' || error.type === 'validation_error';
    throw new PaymentDeclined((forShopper && error.message) || UNEXPECTED_PAYMENT);
  }
  if (paymentIntent.status !== 'succeeded') throw new PaymentDeclined(UNEXPECTED_PAYMENT);
}

/** Stripe's Payment Element (card fields in Stripe's frame) with our Pay Now. */
export function StripePayForm({ phase, error, onPay, notReady = false }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    onPay(() => confirmWithStripe(stripe, elements));
  };

  return (
    <form onSubmit={submit} aria-labelledby="payment-heading" className="space-y-4">
      <PaymentElement
        onReady={() => setReady(true)}
        // Its message names keys and settings, which are not the shopper's to fix.
        onLoadError={() => setLoadError(STRIPE_UNAVAILABLE)}
      />
      <PayNow
        phase={phase}
        error={loadError ?? error}
        notReady={notReady || !ready || !stripe || !elements}
      />
    </form>
  );
}
