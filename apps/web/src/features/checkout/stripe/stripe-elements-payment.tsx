import { Elements } from '@stripe/react-stripe-js';
import { StripeFormLoading, StripeUnavailable } from '../../../components/stripe-status.tsx';
import { useStripeJs } from '../../../lib/stripe/use-stripe-js.ts';
import { StripePayForm } from './stripe-pay-form.tsx';
import type { StripePaymentProps } from './stripe-payment.tsx';

/** Loads Stripe.js with the shop's key, then shows the Payment Element for this intent. */
export function StripeElementsPayment({ intent, ...form }: StripePaymentProps) {
  const stripeJs = useStripeJs(intent.publishableKey);
  if (stripeJs.isError) return <StripeUnavailable onRetry={() => void stripeJs.refetch()} />;
  if (!stripeJs.data) return <StripeFormLoading />;
  return (
    // A new intent (Save this card changed) is a new Payment Element: its options are fixed.
    <Elements
      key={intent.clientSecret}
      stripe={stripeJs.data}
      options={{ clientSecret: intent.clientSecret }}
    >
      <StripePayForm {...form} />
    </Elements>
  );
}
