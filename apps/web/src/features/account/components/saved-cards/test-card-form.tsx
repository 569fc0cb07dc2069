import { TEST_CARD_HINT, TEST_SAVED_CARDS } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../../../components/form-alert.tsx';
import {
  EXPIRY_INVALID,
  readTestCard,
  TestCardFields,
} from '../../../../components/test-card-fields.tsx';
import { useSavePaymentMethod } from '../../api/change-payment-methods.ts';
import type { AddCardFormProps } from './add-card.tsx';

/** The test-mode processor's card form: the server judges the card and keeps brand and last 4. */
export function TestCardForm({ onSaved, onCancel }: AddCardFormProps) {
  const save = useSavePaymentMethod();
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const card = readTestCard(event.currentTarget);
    if (!card) {
      setFormError(EXPIRY_INVALID);
      return;
    }
    setFormError(null);
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
      <TestCardFields />
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
