import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import type { SavedCard } from '../api/saved-cards.ts';
import { describeCard } from '../model/plan-text.ts';

interface CardPickerProps {
  cards: SavedCard[];
  value: string;
  onChange: (cardId: string) => void;
  legend?: string;
}

/** The saved cards as radio buttons; none saved yet, a link to add one on the account page. */
export function CardPicker({ cards, value, onChange, legend = 'Card' }: CardPickerProps) {
  if (cards.length === 0) {
    return (
      <div className="text-sm">
        <p className="font-medium">{legend}</p>
        <p className="text-base-content/80">
          You have no saved card yet.{' '}
          <Link to={paths.account} className="link link-primary">
            Add a card on your account page
          </Link>
          .
        </p>
      </div>
    );
  }
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {cards.map((card) => (
        <label key={card._id} className="flex items-center gap-2 text-sm">
          <input
            type="radio"
            className="radio radio-sm radio-primary"
            name="plan-card"
            value={card._id}
            checked={value === card._id}
            onChange={() => onChange(card._id)}
          />
          {describeCard(card)}
          {card.isDefault ? <span className="badge badge-ghost badge-sm">Default</span> : null}
        </label>
      ))}
    </fieldset>
  );
}

/** The card a form starts on: the plan's or quote's, else the default, else the first. */
export function firstCardId(cards: SavedCard[] | undefined, preferred?: string | null): string {
  if (!cards || cards.length === 0) return '';
  if (preferred && cards.some((card) => card._id === preferred)) return preferred;
  return (cards.find((card) => card.isDefault) ?? cards[0])?._id ?? '';
}
