import { useState } from 'react';
import { CardPicker, firstCardId } from '../../account/components/saved-cards/card-picker.tsx';
import type { SavedCard } from '../api/saved-cards.ts';
import { Buttons, Form, type FormProps } from './plan-action-form.tsx';

/** The saved card the plan charges. */
export function CardForm({
  plan,
  busy,
  onCancel,
  onSave,
  cards,
}: FormProps & { cards: SavedCard[]; onSave: (cardId: string) => void }) {
  const [cardId, setCardId] = useState(firstCardId(cards, plan.paymentMethodId));
  return (
    <Form onSubmit={() => onSave(cardId)} busy={busy}>
      <CardPicker cards={cards} value={cardId} onChange={setCardId} legend="Charge this card" />
      {cards.length > 0 ? (
        <Buttons busy={busy} disabled={!cardId} confirm="Use this card" onCancel={onCancel} />
      ) : null}
    </Form>
  );
}
