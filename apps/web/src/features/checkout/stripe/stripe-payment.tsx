import type { PaymentIntent } from '@shop/contract';
import { type ComponentType, lazy, Suspense } from 'react';
import { StripeFormLoading, StripeUnavailable } from '../../../components/stripe-status.tsx';
import type { PaymentFormProps } from '../components/pay-now.tsx';

export interface StripePaymentProps extends PaymentFormProps {
  intent: Extract<PaymentIntent, { provider: 'stripe' }>;
}

function StripeCodeNotLoaded() {
  return <StripeUnavailable onRetry={() => window.location.reload()} />;
}

// Stripe's packages load only for a Stripe intent: the test-mode checkout and every other page
// never download them. An import that fails (offline) says so instead of leaving a blank form.
const StripeElementsPayment = lazy<ComponentType<StripePaymentProps>>(() =>
  import('./stripe-elements-payment.tsx').then(
    (module) => ({ default: module.StripeElementsPayment }),
    () => ({ default: StripeCodeNotLoaded }),
  ),
);

/** Card payment through Stripe Elements, loaded on demand. */
export function StripePayment(props: StripePaymentProps) {
  return (
    <Suspense fallback={<StripeFormLoading />}>
      <StripeElementsPayment {...props} />
    </Suspense>
  );
}
