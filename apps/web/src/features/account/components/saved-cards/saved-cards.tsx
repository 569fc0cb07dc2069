import type { SavedPaymentMethod } from '@shop/contract';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { FormAlert } from '../../../../components/form-alert.tsx';
import {
  useMakeDefaultPaymentMethod,
  useRemovePaymentMethod,
} from '../../api/change-payment-methods.ts';
import { usePaymentMethods } from '../../api/get-payment-methods.ts';
import { AddCard } from './add-card.tsx';
import { cardName } from './card-label.ts';
import { SavedCardItem } from './saved-card-item.tsx';

/** The account page's saved cards: list, add, choose the default, remove (issue 29). */
export function SavedCards() {
  const cards = usePaymentMethods();
  const makeDefault = useMakeDefaultPaymentMethod();
  const remove = useRemovePaymentMethod();
  const [adding, setAdding] = useState(false);
  const [toRemove, setToRemove] = useState<SavedPaymentMethod | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const busy = makeDefault.isPending || remove.isPending;
  const changeError = makeDefault.error?.message ?? remove.error?.message;

  const act = (message: string) => () => setDone(message);

  return (
    <section
      aria-labelledby="saved-cards-heading"
      className="mt-6 rounded-box border border-base-300 bg-base-100 p-6"
    >
      <h2 id="saved-cards-heading" className="text-xl font-semibold">
        Saved cards
      </h2>
      <p className="mt-1 text-sm text-base-content/80">
        Cards you save here can pay for Auto-replace. We keep only the brand, the last 4 digits and
        the expiry date.
      </p>
      <div className="mt-4 space-y-3">
        {cards.isPending ? (
          <p role="status" className="text-sm">
            Loading your saved cards…
          </p>
        ) : cards.isError ? (
          <div className="space-y-3">
            <FormAlert tone="error" message="Your saved cards could not be loaded." />
            <button type="button" className="btn btn-outline" onClick={() => void cards.refetch()}>
              Try again
            </button>
          </div>
        ) : cards.data.length === 0 ? (
          <p className="text-sm">No saved cards yet.</p>
        ) : (
          <ul className="space-y-3" aria-label="Your saved cards">
            {cards.data.map((card) => (
              <SavedCardItem
                key={card._id}
                card={card}
                busy={busy}
                onMakeDefault={() =>
                  makeDefault.mutate(card._id, {
                    onSuccess: act(`${cardName(card)} is now your default card.`),
                  })
                }
                onRemove={() => setToRemove(card)}
              />
            ))}
          </ul>
        )}
        <FormAlert tone="error" message={changeError} />
        <FormAlert tone="success" message={done} />
      </div>
      {adding ? (
        <AddCard
          onSaved={(card) => {
            setAdding(false);
            setDone(`${cardName(card)} saved.`);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <button
          type="button"
          className="btn btn-outline mt-4"
          onClick={() => {
            setDone(null);
            setAdding(true);
          }}
        >
          <Plus className="size-5" aria-hidden="true" />
          Add a card
        </button>
      )}
      <ConfirmDialog
        open={toRemove !== null}
        title="Remove this card?"
        message={toRemove ? `${cardName(toRemove)} will no longer be saved.` : ''}
        confirmLabel="Remove card"
        onConfirm={() => {
          const card = toRemove;
          if (card) remove.mutate(card._id, { onSuccess: act(`${cardName(card)} removed.`) });
        }}
        onClose={() => setToRemove(null)}
      />
    </section>
  );
}
