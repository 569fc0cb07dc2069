import { type FormEvent, useState } from 'react';
import {
  EXPIRY_INVALID,
  readTestCard,
  TestCardFields,
} from '../../../components/test-card-fields.tsx';
import { confirmPayment } from '../api/confirm-payment.ts';
import { type PaymentFormProps, PayNow } from './pay-now.tsx';
import { TestCardsNote } from './test-cards-note.tsx';

/** The card form of the built-in test-mode processor, with Pay Now. */
export function CardForm({ phase, error, onPay, notReady = false }: PaymentFormProps) {
  const [formError, setFormError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const card = readTestCard(event.currentTarget);
    if (!card) {
      setFormError(EXPIRY_INVALID);
      return;
    }
    setFormError(null);
    onPay(async ({ paymentIntentId, clientSecret }) => {
      await confirmPayment({ paymentIntentId, clientSecret, card });
    });
  };

  return (
    <form onSubmit={submit} aria-labelledby="payment-heading" className="space-y-4">
      <TestCardsNote />
      <TestCardFields />
      <label className="block">
        <span className="mb-1 block text-sm font-medium">Name on card</span>
        <input name="cardName" required autoComplete="cc-name" className="input w-full" />
      </label>
      <PayNow phase={phase} error={formError ?? error} notReady={notReady} />
    </form>
  );
}
