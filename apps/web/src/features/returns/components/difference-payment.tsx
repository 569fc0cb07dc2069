import { formatUsd } from '@shop/contract';
import { useEffect } from 'react';
import { usePaymentMethods } from '../../account/api/get-payment-methods.ts';
import { CardPicker, firstCardId } from '../../account/components/saved-cards/card-picker.tsx';

interface DifferencePaymentProps {
  /** Dollars, tax included, as the server quoted it. */
  difference: number;
  cardId: string;
  onCardChange: (cardId: string) => void;
}

/**
 * A dearer exchange part: the difference the customer pays now, and the saved card that pays it
 * (or one added in place, with Saved cards' own form).
 */
export function DifferencePayment({ difference, cardId, onCardChange }: DifferencePaymentProps) {
  const cards = usePaymentMethods();
  const first = firstCardId(cards.data);
  useEffect(() => {
    if (!cardId && first) onCardChange(first);
  }, [cardId, first, onCardChange]);
  return (
    <section aria-labelledby="difference-heading" className="flex flex-col gap-2">
      <h2 id="difference-heading" className="font-semibold">
        You pay {formatUsd(difference)} more
      </h2>
      <p className="text-sm text-base-content/80">
        This part costs more than what you send back. The difference, tax included, is charged when
        you start the return, and refunded if we cannot accept it.
      </p>
      {cards.isPending ? (
        <p className="text-sm">Loading your cards…</p>
      ) : (
        <CardPicker
          cards={cards.data ?? []}
          value={cardId}
          onChange={onCardChange}
          legend="Pay the difference with"
        />
      )}
    </section>
  );
}
