import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../../components/form-alert.tsx';
import {
  STRIPE_UNAVAILABLE,
  StripeFormLoading,
  StripeUnavailable,
} from '../../../../components/stripe-status.tsx';
import { paths } from '../../../../lib/paths.ts';
import { useStripeJs } from '../../../../lib/stripe/use-stripe-js.ts';
import { useSavePaymentMethod } from '../../api/change-payment-methods.ts';
import type { AddCardFormProps, StripeCardSetupProps } from './add-card.tsx';
import { SaveCardButtons } from './test-card-form.tsx';

const UNEXPECTED = 'An unexpected error occurred.';

/** Loads Stripe.js with the shop's key, then Stripe's card fields for this SetupIntent. */
export function StripeCardSetup({ intent, ...form }: StripeCardSetupProps) {
  const stripeJs = useStripeJs(intent.publishableKey);
  if (stripeJs.isError) return <StripeUnavailable onRetry={() => void stripeJs.refetch()} />;
  if (!stripeJs.data) return <StripeFormLoading />;
  return (
    <Elements stripe={stripeJs.data} options={{ clientSecret: intent.clientSecret }}>
      <StripeSetupForm {...form} />
    </Elements>
  );
}

/** Stripe confirms the SetupIntent (3-D Secure in a pop-up); the server then stores the card. */
function StripeSetupForm({ onSaved, onCancel }: AddCardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const save = useSavePaymentMethod();
  const [ready, setReady] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setConfirming(true);
    setError(null);
    const { error: stripeError, setupIntent } = await stripe.confirmSetup({
      elements,
      redirect: 'if_required',
      confirmParams: { return_url: new URL(paths.account, window.location.origin).href },
    });
    setConfirming(false);
    if (stripeError) {
      const forCustomer =
        stripeError.type === 'card_error' || stripeError.type === 'validation_error';
      setError((forCustomer && stripeError.message) || UNEXPECTED);
      return;
    }
    save.mutate({ setupIntentId: setupIntent.id }, { onSuccess: onSaved });
  };

  return (
    <form onSubmit={submit} aria-labelledby="add-card-heading" className="space-y-4">
      <PaymentElement
        onReady={() => setReady(true)}
        onLoadError={() => setError(STRIPE_UNAVAILABLE)}
      />
      <SaveCardButtons
        saving={confirming || save.isPending}
        notReady={!ready || !stripe || !elements}
        onCancel={onCancel}
      />
      <FormAlert tone="error" message={error ?? save.error?.message} />
    </form>
  );
}
