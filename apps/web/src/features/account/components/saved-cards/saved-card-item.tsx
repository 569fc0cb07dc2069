import { cardBrandName, type SavedPaymentMethod } from '@shop/contract';
import { CreditCard } from 'lucide-react';
import { cardExpiry, cardName } from './card-label.ts';

interface SavedCardItemProps {
  card: SavedPaymentMethod;
  busy: boolean;
  onMakeDefault: () => void;
  onRemove: () => void;
}

/** One saved card: brand, last 4, expiry, the Default badge, and what can be done with it. */
export function SavedCardItem({ card, busy, onMakeDefault, onRemove }: SavedCardItemProps) {
  const name = cardName(card);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-box border border-base-300 p-4">
      <CreditCard className="size-6 shrink-0 text-primary" aria-hidden="true" />
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-semibold">
          {cardBrandName(card.brand)}{' '}
          <span aria-hidden="true" className="whitespace-nowrap">
            •••• {card.last4}
          </span>
          <span className="sr-only">ending in {card.last4}</span>
          {card.isDefault ? <span className="badge badge-primary ml-2">Default</span> : null}
        </p>
        <p className="text-sm text-base-content/80">Expires {cardExpiry(card)}</p>
      </div>
      <div className="flex flex-wrap justify-end gap-2 max-sm:basis-full">
        {card.isDefault ? null : (
          <button
            type="button"
            className="btn btn-sm btn-outline"
            disabled={busy}
            aria-label={`Make default: ${name}`}
            onClick={onMakeDefault}
          >
            Make default
          </button>
        )}
        <button
          type="button"
          className="btn btn-sm btn-ghost text-error"
          disabled={busy}
          aria-label={`Remove ${name}`}
          onClick={onRemove}
        >
          Remove
        </button>
      </div>
    </li>
  );
}
