import type { PlanAuthentication } from '@shop/contract';
import type { StripeError } from '@stripe/stripe-js';
import { useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { StripeUnavailable } from '../../../components/stripe-status.tsx';
import { serverMessage } from '../../../lib/error-message.ts';
import { useStripeJs } from '../../../lib/stripe/use-stripe-js.ts';
import { usePayPlan } from '../api/plan-payment.ts';

const UNEXPECTED = 'An unexpected error occurred.';
const NOT_YET = 'Your bank has not confirmed the charge yet. Please try again in a moment.';

/** Stripe's sentence when it is for the customer (card, validation), else a plain one. */
function stripeMessage(error: StripeError) {
  const forCustomer = error.type === 'card_error' || error.type === 'validation_error';
  return (forCustomer && error.message) || UNEXPECTED;
}

/**
 * A Stripe shop's bank check: Stripe.js runs the challenge for the renewal's PaymentIntent (its
 * pop-up), and only once it went through does the server hear `authenticated: true`.
 */
export function StripeAuthentication({
  code,
  authentication,
}: {
  code: string;
  authentication: PlanAuthentication;
}) {
  const stripeJs = useStripeJs(authentication.publishableKey);
  const pay = usePayPlan(code);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (stripeJs.isError) return <StripeUnavailable onRetry={() => void stripeJs.refetch()} />;

  const confirm = async () => {
    const stripe = stripeJs.data;
    if (!stripe) return;
    setError(null);
    setConfirming(true);
    const { paymentMethodRef, clientSecret } = authentication;
    const result = await stripe.confirmCardPayment(
      clientSecret,
      paymentMethodRef ? { payment_method: paymentMethodRef } : undefined,
    );
    setConfirming(false);
    // Authenticated on an earlier visit: Stripe answers that the intent is already paid.
    const paid = ['succeeded', 'processing'].includes(result.error?.payment_intent?.status ?? '');
    if (result.error && !paid) {
      setError(stripeMessage(result.error));
      return;
    }
    pay.mutate(
      { authenticated: true },
      { onSuccess: (view) => setError(view.state === 'open' ? NOT_YET : null) },
    );
  };

  const busy = confirming || pay.isPending;
  return (
    <div className="flex flex-col gap-3">
      <FormAlert
        tone="error"
        message={error ?? (pay.isError ? serverMessage(pay.error, UNEXPECTED) : null)}
      />
      <button
        type="button"
        className="btn btn-primary w-fit"
        disabled={busy || !stripeJs.data}
        onClick={() => void confirm()}
      >
        {busy ? 'Confirming…' : 'Confirm the charge'}
      </button>
    </div>
  );
}
