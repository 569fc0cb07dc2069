import { TEST_CARD_HINT, TEST_CARDS } from '@shop/contract';

/** The built-in processor takes no real money; it says which cards to type. */
export function TestCardsNote() {
  return (
    <div className="rounded-box border border-info/60 bg-info/10 p-4 text-sm">
      <p className="font-semibold">{TEST_CARD_HINT}</p>
      <ul className="mt-2 space-y-1">
        {TEST_CARDS.map((card) => (
          <li key={card.number}>
            <span className="font-mono">{card.number}</span>: {card.outcome.toLowerCase()}
          </li>
        ))}
      </ul>
    </div>
  );
}
