import {
  type Address,
  describeCard,
  formatUsd,
  type PlanActionInput,
  type Subscription,
  type UpdateSubscriptionBody,
} from '@shop/contract';
import { useRef, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { formatDay } from '../../../components/store-dates.ts';
import { useOneAtATime } from '../../../lib/use-one-at-a-time.ts';
import type { SavedCard } from '../api/saved-cards.ts';
import {
  actionsOf,
  doneMessage,
  PLAN_ACTION_LABELS,
  type PlanActionKey,
} from '../model/plan-action-choices.ts';
import { Question } from './plan-action-form.tsx';
import { PlanAddressForm } from './plan-address-form.tsx';
import { CancelForm } from './plan-cancel-form.tsx';
import { CardForm } from './plan-card-form.tsx';
import { DateForm } from './plan-date-form.tsx';
import { IntervalForm } from './plan-interval-form.tsx';
import { PauseForm } from './plan-pause-form.tsx';
import { ProductForm } from './plan-product-form.tsx';
import { QuantityForm } from './plan-quantity-form.tsx';

export interface PlanActionsProps {
  plan: Subscription;
  runAction: (input: PlanActionInput) => Promise<Subscription>;
  /** PATCH; without it (the owner's page) only skip, pause, resume and cancel are offered. */
  runUpdate?: (body: UpdateSubscriptionBody) => Promise<Subscription>;
  /** The customer's saved cards; without them (the owner's page) the card is not offered. */
  cards?: SavedCard[];
  /** Whose plan: 'your' for the customer, the customer's name for the owner. */
  heading?: string;
  /** POST ship-now; without it (the owner's page) it is not offered. */
  runShipNow?: () => Promise<Subscription>;
  /** The change to open at first (a link's `?change=product`), when the plan offers it. */
  initialChange?: string | null;
}

/** Skip, change, pause, resume, cancel: each opens its question, and says what it did. */
export function PlanActions({
  plan,
  runAction,
  runUpdate,
  cards,
  heading,
  runShipNow,
  initialChange,
}: PlanActionsProps) {
  const keys = actionsOf(plan, runUpdate !== undefined, cards !== undefined, !!runShipNow);
  const [open, setOpen] = useState<PlanActionKey | null>(
    () => keys.find((key) => key === initialChange) ?? null,
  );
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // After a change the form closes and its button may be gone (Resume after resuming): the
  // presser's focus goes to the line that says what happened, or what went wrong, instead of
  // falling to the page (issue 40.19).
  const doneLine = useRef<HTMLParagraphElement>(null);
  const errorLine = useRef<HTMLParagraphElement>(null);
  const focusLine = (line: { current: HTMLParagraphElement | null }) =>
    requestAnimationFrame(() => line.current?.focus());

  const choose = (key: PlanActionKey) => {
    setError(null);
    setDone(null);
    setOpen(key);
  };
  const oneAtATime = useOneAtATime();
  // The address form checks its fields asynchronously before it asks, so its button shows busy
  // only after that: a double-click's second press could come first, as no `disabled` stops it.
  const run = (key: PlanActionKey, call: () => Promise<Subscription>) =>
    oneAtATime(async (finished) => {
      setBusy(true);
      setError(null);
      try {
        const after = await call();
        setOpen(null);
        setDone(doneMessage(key, after));
        focusLine(doneLine);
      } catch (failure) {
        setError(
          failure instanceof Error ? failure.message : 'That did not work. Please try again.',
        );
        focusLine(errorLine);
      } finally {
        setBusy(false);
        finished();
      }
    });
  const act = (key: PlanActionKey, input: PlanActionInput) => run(key, () => runAction(input));
  const update = (key: PlanActionKey, body: UpdateSubscriptionBody) => {
    if (runUpdate) run(key, () => runUpdate(body));
  };
  const back = () => setOpen(null);
  const formProps = { plan, busy, onCancel: back };

  return (
    <section aria-labelledby="plan-actions-heading" className="space-y-3">
      <h2 id="plan-actions-heading" className="text-xl font-semibold">
        {heading ?? 'Change your plan'}
      </h2>
      <FormAlert tone="success" message={done} ref={doneLine} />
      {keys.length === 0 ? (
        <p className="text-base-content/75">This plan is cancelled: there is nothing to change.</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          {keys.map((key) => (
            <button
              key={key}
              type="button"
              className={`btn btn-sm ${key === 'cancel' ? 'btn-error btn-outline' : 'btn-outline'}`}
              aria-expanded={open === key}
              onClick={() => choose(key)}
            >
              {PLAN_ACTION_LABELS[key]}
            </button>
          ))}
        </div>
      )}
      {open ? (
        <div className="rounded-box border border-base-300 bg-base-100 p-4">
          <h3 className="mb-2 font-semibold">{PLAN_ACTION_LABELS[open]}</h3>
          {open === 'shipNow' && runShipNow ? (
            <Question
              {...formProps}
              text={`Ship the next box today instead of on ${formatDay(plan.nextChargeOn)}? We charge ${formatUsd(plan.nextBox.total)} to your card now and ship today; the box after follows the part's due date.`}
              confirm="Ship today"
              onConfirm={() => run('shipNow', runShipNow)}
            />
          ) : null}
          {open === 'interval' ? (
            <IntervalForm
              {...formProps}
              onSave={(intervalMonths) => update('interval', { intervalMonths })}
            />
          ) : null}
          {open === 'product' ? (
            <ProductForm {...formProps} onSave={(productId) => update('product', { productId })} />
          ) : null}
          {open === 'skip' ? (
            <Question
              {...formProps}
              text={`Skip the shipment of ${formatDay(plan.nextChargeOn)}? Nothing is charged for it; the next one follows the part's next due date.`}
              confirm="Skip this shipment"
              onConfirm={() => act('skip', { action: 'skip' })}
            />
          ) : null}
          {open === 'resume' ? (
            <Question
              {...formProps}
              text={resumeQuestion(plan)}
              confirm={
                plan.pausedBy === 'failed_payments' ? 'Resume on this card' : 'Resume auto-replace'
              }
              onConfirm={() => act('resume', { action: 'resume' })}
            />
          ) : null}
          {open === 'date' ? (
            <DateForm {...formProps} onSave={(day) => update('date', { nextChargeOn: day })} />
          ) : null}
          {open === 'quantity' ? (
            <QuantityForm {...formProps} onSave={(quantity) => update('quantity', { quantity })} />
          ) : null}
          {open === 'card' ? (
            <CardForm
              {...formProps}
              cards={cards ?? []}
              onSave={(paymentMethodId) => update('card', { paymentMethodId })}
            />
          ) : null}
          {open === 'address' ? (
            <PlanAddressForm
              address={plan.shippingAddress}
              busy={busy}
              onCancel={back}
              onSave={(shippingAddress: Address) => update('address', { shippingAddress })}
            />
          ) : null}
          {open === 'pause' ? (
            <PauseForm
              {...formProps}
              onSave={(until) => act('pause', { action: 'pause', body: until ? { until } : {} })}
            />
          ) : null}
          {open === 'cancel' ? (
            <CancelForm
              {...formProps}
              onSave={(reason) =>
                act('cancel', { action: 'cancel', body: reason ? { reason } : {} })
              }
            />
          ) : null}
          <div className="mt-3">
            <FormAlert tone="error" message={error} ref={errorLine} />
          </div>
        </div>
      ) : null}
    </section>
  );
}

/** Resuming a plan paused after failed payments tries the card that failed: it says so first. */
function resumeQuestion(plan: Subscription): string {
  const plain = "Resume auto-replace? Charges and shipments start again on the plan's schedule.";
  if (plan.pausedBy !== 'failed_payments') return plain;
  const card = plan.card ? `your ${describeCard(plan.card)}` : "the plan's card";
  const why = plan.pending?.lastError ? ` (${plan.pending.lastError.replace(/\.+$/, '')})` : '';
  return `Warning: the last payments on ${card} failed${why}. Resuming charges the same card again for the unpaid box. To use another card, choose Change card first, or pay the box with another card above.`;
}
