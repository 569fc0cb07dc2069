import type { SavedPaymentMethod, SetupIntent } from '@shop/contract';
import { type ComponentType, lazy, Suspense } from 'react';
import { FormAlert } from '../../../../components/form-alert.tsx';
import { StripeFormLoading, StripeUnavailable } from '../../../../components/stripe-status.tsx';
import { useCardSetup } from '../../api/create-setup-intent.ts';
import { TestCardForm } from './test-card-form.tsx';

export interface AddCardFormProps {
  onSaved: (card: SavedPaymentMethod) => void;
  onCancel: () => void;
}

export interface StripeCardSetupProps extends AddCardFormProps {
  intent: SetupIntent;
}

function StripeCodeNotLoaded() {
  return <StripeUnavailable onRetry={() => window.location.reload()} />;
}

// Stripe's packages load only when a Stripe shop's customer adds a card (decision 006).
const StripeCardSetup = lazy<ComponentType<StripeCardSetupProps>>(() =>
  import('./stripe-card-setup.tsx').then(
    (module) => ({ default: module.StripeCardSetup }),
    () => ({ default: StripeCodeNotLoaded }),
  ),
);

/** The add-a-card form: Stripe Elements with Stripe configured, the test card form otherwise. */
export function AddCard(props: AddCardFormProps) {
  const setup = useCardSetup(true);
  return (
    <section aria-labelledby="add-card-heading" className="mt-4 space-y-4">
      <h3 id="add-card-heading" className="text-lg font-semibold">
        Add a card
      </h3>
      {setup.isPending ? (
        <p role="status" className="text-sm">
          Preparing the card form…
        </p>
      ) : setup.isError ? (
        <div className="space-y-3">
          <FormAlert tone="error" message={setup.error.message} />
          <button type="button" className="btn btn-outline" onClick={() => void setup.refetch()}>
            Try again
          </button>
        </div>
      ) : setup.data.provider === 'stripe' ? (
        <Suspense fallback={<StripeFormLoading />}>
          <StripeCardSetup intent={setup.data.intent} {...props} />
        </Suspense>
      ) : (
        <TestCardForm {...props} />
      )}
    </section>
  );
}
