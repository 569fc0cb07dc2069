import type { CardInput } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { formatExpiry, parseExpiry } from '../../../lib/parse-expiry.ts';
import { confirmPayment } from '../api/confirm-payment.ts';
import { type PaymentFormProps, PayNow } from './pay-now.tsx';
import { TestCardsNote } from './test-cards-note.tsx';

const EXPIRY_INVALID = 'Enter the expiry date as MM/YY.';

/** The card form of the built-in test-mode processor, with Pay Now. */
export function CardForm({ phase, error, onPay }: PaymentFormProps) {
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
    const card: CardInput = {
      number: String(fields.get('cardNumber') ?? ''),
      cvc: String(fields.get('cvc') ?? ''),
      ...expiry,
    };
    onPay(async ({ paymentIntentId, clientSecret }) => {
      await confirmPayment({ paymentIntentId, clientSecret, card });
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
      <label className="block">
        <span className="mb-1 block text-sm font-medium">Name on card</span>
        <input name="cardName" required autoComplete="cc-name" className="input w-full" />
      </label>
      <PayNow phase={phase} error={formError ?? error} />
    </form>
  );
}
