import { describeCard, type SavedPaymentMethod } from '@shop/contract';
import { useEffect, useRef, useState } from 'react';
import { AddCard } from './add-card.tsx';

type SavedCard = SavedPaymentMethod;

interface CardPickerProps {
  cards: SavedCard[];
  value: string;
  onChange: (cardId: string) => void;
  legend?: string;
}

/**
 * The saved cards as radio buttons, and a card added in place (Saved cards' own form): the
 * customer stays in the dialog or on the pay page, and the new card is the one chosen.
 */
export function CardPicker({ cards, value, onChange, legend = 'Card' }: CardPickerProps) {
  const [adding, setAdding] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const form = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    // Focus follows the form: into its first field when it opens, back to the button after.
    if (adding) form.current?.querySelector<HTMLInputElement>('input')?.focus();
    else if (opened.current) addButton.current?.focus();
    opened.current = adding;
  }, [adding]);
  const saved = (card: SavedPaymentMethod) => {
    onChange(card._id);
    setAdding(false);
  };
  return (
    <div className="flex flex-col gap-2">
      {cards.length === 0 ? (
        <div className="text-sm">
          <p className="font-medium">{legend}</p>
          <p className="text-base-content/80">You have no saved card yet.</p>
        </div>
      ) : (
        <fieldset className="flex flex-col gap-1">
          <legend className="mb-1 text-sm font-medium">{legend}</legend>
          {cards.map((card) => (
            <label key={card._id} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                className="radio radio-sm radio-primary"
                name="saved-card"
                value={card._id}
                checked={value === card._id}
                onChange={() => onChange(card._id)}
              />
              {describeCard(card)}
              {card.isDefault ? <span className="badge badge-ghost badge-sm">Default</span> : null}
            </label>
          ))}
        </fieldset>
      )}
      {adding ? (
        <div ref={form} className="rounded-box border border-base-300 p-3">
          <AddCard onSaved={saved} onCancel={() => setAdding(false)} />
        </div>
      ) : (
        <button
          ref={addButton}
          type="button"
          className="btn btn-sm btn-outline w-fit"
          onClick={() => setAdding(true)}
        >
          Add a card
        </button>
      )}
    </div>
  );
}

/** The card a form starts on: the plan's or quote's, else the default, else the first. */
export function firstCardId(cards: SavedCard[] | undefined, preferred?: string | null): string {
  if (!cards || cards.length === 0) return '';
  if (preferred && cards.some((card) => card._id === preferred)) return preferred;
  return (cards.find((card) => card.isDefault) ?? cards[0])?._id ?? '';
}
