import type { CardInput } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import type { PaymentPhase } from '../use-checkout.ts';
import { parseExpiry } from './parse-expiry.ts';
import { TestCardsNote } from './test-cards-note.tsx';

interface CardFormProps {
  phase: PaymentPhase;
  /** The processor's own sentence when the payment (or the order after it) failed. */
  error: string | null;
  onPay: (card: CardInput) => void;
}

const EXPIRY_INVALID = 'Enter the expiry date as MM/YY.';

/** The card form of the built-in test-mode processor, with Pay Now. */
export function CardForm({ phase, error, onPay }: CardFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const processing = phase !== 'idle';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const expiry = parseExpiry(String(fields.get('expiry') ?? ''));
    if (!expiry) {
      setFormError(EXPIRY_INVALID);
      return;
    }
    setFormError(null);
    onPay({
      number: String(fields.get('cardNumber') ?? ''),
      cvc: String(fields.get('cvc') ?? ''),
      ...expiry,
    });
  };

  return (
    <form onSubmit={submit} aria-labelledby="payment-heading" className="space-y-4">
      <TestCardsNote />
      <label className="block">
        <span className="mb-1 block text-sm font-medium">Card number</span>
        <input
          name="cardNumber"
          required
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          maxLength={23}
          className="input w-full font-mono"
        />
      </label>
      <div className="grid grid-cols-2 gap-3">
        <label className="block">
          <span className="mb-1 block text-sm font-medium">Expiry (MM/YY)</span>
          <input
            name="expiry"
            required
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            maxLength={7}
            className="input w-full font-mono"
          />
        </label>
        <label className="block">
          <span className="mb-1 block text-sm font-medium">CVC</span>
          <input
            name="cvc"
            required
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            className="input w-full font-mono"
          />
        </label>
      </div>
      <label className="block">
        <span className="mb-1 block text-sm font-medium">Name on card</span>
        <input name="cardName" required autoComplete="cc-name" className="input w-full" />
      </label>
      <button type="submit" className="btn btn-primary btn-block" disabled={processing}>
        {processing ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : null}
        Pay Now
      </button>
      {processing ? (
        <p role="status" className="text-center text-sm text-base-content/80">
          {phase === 'placing' ? 'Placing your order…' : 'Processing your payment…'}
        </p>
      ) : null}
      <FormAlert tone="error" message={formError ?? error} />
    </form>
  );
}
