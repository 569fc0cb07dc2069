import { TEST_CARD_HINT, TEST_SAVED_CARDS } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../../components/form-alert.tsx';
import { formatExpiry, parseExpiry } from '../../../../lib/parse-expiry.ts';
import { useSavePaymentMethod } from '../../api/change-payment-methods.ts';
import type { AddCardFormProps } from './add-card.tsx';

const EXPIRY_INVALID = 'Enter the expiry date as MM/YY.';

/** The test-mode processor's card form: the server judges the card and keeps brand and last 4. */
export function TestCardForm({ onSaved, onCancel }: AddCardFormProps) {
  const save = useSavePaymentMethod();
  const [formError, setFormError] = useState<string | null>(null);
  const [expiryText, setExpiryText] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const expiry = parseExpiry(String(fields.get('expiry') ?? ''));
    if (!expiry) {
      setFormError(EXPIRY_INVALID);
      return;
    }
    setFormError(null);
    const card = {
      number: String(fields.get('cardNumber') ?? ''),
      cvc: String(fields.get('cvc') ?? ''),
      ...expiry,
    };
    save.mutate({ card }, { onSuccess: onSaved });
  };

  return (
    <form onSubmit={submit} aria-labelledby="add-card-heading" className="space-y-4">
      <div className="rounded-box border border-info/60 bg-info/10 p-4 text-sm">
        <p className="font-semibold">{TEST_CARD_HINT}</p>
        <ul className="mt-2 space-y-1">
          {TEST_SAVED_CARDS.map((card) => (
            <li key={card.number}>
              <span className="font-mono">{card.number}</span>: {card.outcome.toLowerCase()}
            </li>
          ))}
        </ul>
      </div>
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
            maxLength={5}
            value={expiryText}
            onChange={(event) => setExpiryText(formatExpiry(event.target.value))}
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
      <SaveCardButtons saving={save.isPending} onCancel={onCancel} />
      <FormAlert tone="error" message={formError ?? save.error?.message} />
    </form>
  );
}

/** Save card and Cancel, the end of both card forms. */
export function SaveCardButtons({
  saving,
  notReady = false,
  onCancel,
}: {
  saving: boolean;
  notReady?: boolean;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" className="btn btn-primary" disabled={saving || notReady}>
        {saving ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
        Save card
      </button>
      <button type="button" className="btn btn-ghost" onClick={onCancel}>
        Cancel
      </button>
      {saving ? (
        <p role="status" className="self-center text-sm text-base-content/80">
          Saving your card…
        </p>
      ) : null}
    </div>
  );
}
