import type { CardInput } from '@shop/contract';
import { useState } from 'react';
import { formatExpiry, parseExpiry } from '../lib/parse-expiry.ts';

export const EXPIRY_INVALID = 'Enter the expiry date as MM/YY.';

/** The card typed into `TestCardFields`, or null when its expiry is not MM/YY. */
export function readTestCard(form: HTMLFormElement): CardInput | null {
  const fields = new FormData(form);
  const expiry = parseExpiry(String(fields.get('expiry') ?? ''));
  if (!expiry) return null;
  return {
    number: String(fields.get('cardNumber') ?? ''),
    cvc: String(fields.get('cvc') ?? ''),
    ...expiry,
  };
}

/** Number, expiry and CVC of the built-in test-mode processor's card forms (checkout, saved cards). */
export function TestCardFields() {
  const [expiryText, setExpiryText] = useState('');
  return (
    <>
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
    </>
  );
}
