import { Elements } from '@stripe/react-stripe-js';
import { StripePayForm } from './stripe-pay-form.tsx';
import type { StripePaymentProps } from './stripe-payment.tsx';
import { StripeFormLoading, StripeUnavailable } from './stripe-status.tsx';
import { useStripeJs } from './use-stripe-js.ts';

/** Loads Stripe.js with the shop's key, then shows the Payment Element for this intent. */
export function StripeElementsPayment({ intent, ...form }: StripePaymentProps) {
  const stripeJs = useStripeJs(intent.publishableKey);
  if (stripeJs.isError) return <StripeUnavailable onRetry={() => void stripeJs.refetch()} />;
  if (!stripeJs.data) return <StripeFormLoading />;
  return (
    <Elements stripe={stripeJs.data} options={{ clientSecret: intent.clientSecret }}>
      <StripePayForm {...form} />
    </Elements>
  );
}
