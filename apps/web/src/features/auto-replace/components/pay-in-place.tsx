import { formatUsd, type Subscription } from '@shop/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { serverMessage } from '../../../lib/error-message.ts';
import { useOneAtATime } from '../../../lib/use-one-at-a-time.ts';
import { CardPicker, firstCardId } from '../../account/components/saved-cards/card-picker.tsx';
import { usePayPlanInPlace, usePlanPayLink } from '../api/plan-actions.ts';
import type { SavedCard } from '../api/saved-cards.ts';

/**
 * The plan page's answer to an unpaid box: confirm the charge with the bank (the pay page), or
 * pay now on the plan's card or another. A Pay now that fails says so and why, and offers the
 * other cards; it never leaves the page as it was.
 */
export function PayInPlace({ plan, cards }: { plan: Subscription; cards: SavedCard[] }) {
  const pending = plan.pending;
  const pay = usePayPlanInPlace(plan._id);
  const link = usePlanPayLink(plan._id);
  const navigate = useNavigate();
  const oneAtATime = useOneAtATime();
  const [chosen, setChosen] = useState('');
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  if (!pending || pending.reason === 'out_of_stock') return null;

  if (pending.reason === 'requires_action') {
    return (
      <div className="flex flex-col gap-2">
        <FormAlert
          tone="error"
          message={
            link.isError ? serverMessage(link.error, 'That did not work. Please try again.') : null
          }
        />
        <button
          type="button"
          className="btn btn-primary w-fit"
          {...busyButtonProps(link.isPending)}
          onClick={unlessBusy(link.isPending, () =>
            link.mutate(undefined, { onSuccess: ({ payPath }) => navigate(payPath) }),
          )}
        >
          Confirm the charge
        </button>
      </div>
    );
  }

  const cardId = chosen || firstCardId(cards, plan.paymentMethodId);
  const other = cardId && cardId !== plan.paymentMethodId ? cardId : undefined;
  const submit = () =>
    oneAtATime((done) => {
      setOutcome(null);
      pay.mutate(other ? { paymentMethodId: other } : {}, {
        onSuccess: (after) =>
          setOutcome(
            after.pending
              ? {
                  tone: 'error',
                  text: `The payment did not go through${after.pending.lastError ? `: ${after.pending.lastError.replace(/\.+$/, '')}` : ''}. Choose another card and try again.`,
                }
              : { tone: 'success', text: 'Paid, thank you: your box is ordered and on its way.' },
          ),
        onError: (error) =>
          setOutcome({
            tone: 'error',
            text: serverMessage(error, 'That did not work. Please try again.'),
          }),
        onSettled: done,
      });
    });
  return (
    <section
      aria-labelledby="pay-in-place-heading"
      className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4"
    >
      <h2 id="pay-in-place-heading" className="text-lg font-semibold">
        Pay the unpaid box{pending.amount === null ? '' : ` (${formatUsd(pending.amount)})`}
      </h2>
      <CardPicker cards={cards} value={cardId} onChange={setChosen} legend="Pay with" />
      <FormAlert tone={outcome?.tone ?? 'error'} message={outcome?.text} />
      <button
        type="button"
        className="btn btn-primary w-fit"
        {...busyButtonProps(pay.isPending)}
        onClick={unlessBusy(pay.isPending, submit)}
      >
        {pay.isPending ? 'Paying…' : 'Pay now'}
      </button>
    </section>
  );
}
