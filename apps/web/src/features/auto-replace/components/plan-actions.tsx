import {
  type Address,
  formatShopDate,
  MAX_PLAN_QUANTITY,
  type PlanActionInput,
  type Subscription,
  type UpdateSubscriptionBody,
} from '@shop/contract';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormAlert } from '../../../components/form-alert.tsx';
import type { SavedCard } from '../api/saved-cards.ts';
import { describeAddress, describeCard } from '../model/plan-text.ts';
import { PlanAddressForm } from './address-fields.tsx';
import { CardPicker, firstCardId } from './card-picker.tsx';

type ActionKey = 'skip' | 'date' | 'quantity' | 'card' | 'address' | 'pause' | 'resume' | 'cancel';

const LABELS: Record<ActionKey, string> = {
  skip: 'Skip next shipment',
  date: 'Change date',
  quantity: 'Change quantity',
  card: 'Change card',
  address: 'Change address',
  pause: 'Pause',
  resume: 'Resume',
  cancel: 'Cancel plan',
};

/** What a plan in each state can do; a cancelled plan, nothing. */
function actionsOf(plan: Subscription, canUpdate: boolean, canChangeCard: boolean): ActionKey[] {
  const updates: ActionKey[] = canUpdate
    ? ['quantity', ...(canChangeCard ? (['card'] as const) : []), 'address']
    : [];
  switch (plan.status) {
    case 'active':
      return ['skip', ...(canUpdate ? (['date'] as const) : []), ...updates, 'pause', 'cancel'];
    case 'paused':
      return ['resume', ...updates, 'cancel'];
    case 'payment_failed':
      return [...updates, 'pause', 'cancel'];
    case 'cancelled':
      return [];
  }
}

/** The sentence a person reads once the change is made, from the plan as it now stands. */
function doneMessage(key: ActionKey, plan: Subscription): string {
  const next = formatShopDate(plan.nextChargeOn);
  switch (key) {
    case 'skip':
      return `Skipped. Your next shipment is now on ${next}.`;
    case 'date':
      return `Done. Your next shipment is now on ${next}.`;
    case 'quantity':
      return `Done. Each shipment now brings ${plan.quantity}.`;
    case 'card':
      return plan.card ? `Done. Charges now go to your ${describeCard(plan.card)}.` : 'Done.';
    case 'address':
      return `Done. Shipments now go to ${describeAddress(plan.shippingAddress)}.`;
    case 'pause':
      return plan.pausedUntil
        ? `Paused until ${formatShopDate(plan.pausedUntil)}. Nothing is charged or shipped until then.`
        : 'Paused. Nothing is charged or shipped until you resume.';
    case 'resume':
      return `Resumed. Your next shipment is on ${next}.`;
    case 'cancel':
      return 'Auto-replace is cancelled. Nothing more will be charged or shipped.';
  }
}

export interface PlanActionsProps {
  plan: Subscription;
  runAction: (input: PlanActionInput) => Promise<Subscription>;
  /** PATCH; without it (the owner's page) only skip, pause, resume and cancel are offered. */
  runUpdate?: (body: UpdateSubscriptionBody) => Promise<Subscription>;
  /** The customer's saved cards; without them (the owner's page) the card is not offered. */
  cards?: SavedCard[];
  /** Whose plan: 'your' for the customer, the customer's name for the owner. */
  heading?: string;
}

/** Skip, change, pause, resume, cancel: each opens its question, and says what it did. */
export function PlanActions({ plan, runAction, runUpdate, cards, heading }: PlanActionsProps) {
  const [open, setOpen] = useState<ActionKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const keys = actionsOf(plan, runUpdate !== undefined, cards !== undefined);

  const choose = (key: ActionKey) => {
    setError(null);
    setDone(null);
    setOpen(key);
  };
  const run = async (key: ActionKey, call: () => Promise<Subscription>) => {
    setBusy(true);
    setError(null);
    try {
      const after = await call();
      setOpen(null);
      setDone(doneMessage(key, after));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'That did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  const act = (key: ActionKey, input: PlanActionInput) => run(key, () => runAction(input));
  const update = (key: ActionKey, body: UpdateSubscriptionBody) =>
    runUpdate ? run(key, () => runUpdate(body)) : Promise.resolve();
  const back = () => setOpen(null);
  const formProps = { plan, busy, onCancel: back };

  return (
    <section aria-labelledby="plan-actions-heading" className="space-y-3">
      <h2 id="plan-actions-heading" className="text-xl font-semibold">
        {heading ?? 'Change your plan'}
      </h2>
      <FormAlert tone="success" message={done} />
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
              {LABELS[key]}
            </button>
          ))}
        </div>
      )}
      {open ? (
        <div className="rounded-box border border-base-300 bg-base-100 p-4">
          <h3 className="mb-2 font-semibold">{LABELS[open]}</h3>
          {open === 'skip' ? (
            <Question
              {...formProps}
              text={`Skip the shipment of ${formatShopDate(plan.nextChargeOn)}? Nothing is charged for it; the next one follows the part's next due date.`}
              confirm="Skip this shipment"
              onConfirm={() => act('skip', { action: 'skip' })}
            />
          ) : null}
          {open === 'resume' ? (
            <Question
              {...formProps}
              text="Resume auto-replace? Charges and shipments start again on the plan's schedule."
              confirm="Resume auto-replace"
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
            <FormAlert tone="error" message={error} />
          </div>
        </div>
      ) : null}
    </section>
  );
}

interface FormProps {
  plan: Subscription;
  busy: boolean;
  onCancel: () => void;
}

function Buttons({
  busy,
  confirm,
  onCancel,
  danger,
}: {
  busy: boolean;
  confirm: string;
  onCancel: () => void;
  danger?: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="submit"
        className={`btn btn-sm ${danger ? 'btn-error' : 'btn-primary'}`}
        disabled={busy}
      >
        {confirm}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
        Go back
      </button>
    </div>
  );
}

function Form({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
      {children}
    </form>
  );
}

function Question({
  text,
  confirm,
  onConfirm,
  busy,
  onCancel,
}: FormProps & { text: string; confirm: string; onConfirm: () => void }) {
  return (
    <Form onSubmit={onConfirm}>
      <p className="text-sm">{text}</p>
      <Buttons busy={busy} confirm={confirm} onCancel={onCancel} />
    </Form>
  );
}

function DateForm({ plan, busy, onCancel, onSave }: FormProps & { onSave: (day: string) => void }) {
  const [day, setDay] = useState(plan.nextChargeOn);
  return (
    <Form onSubmit={() => onSave(day)}>
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">Next shipment on</span>
        <input
          type="date"
          className="input w-48"
          required
          min={plan.window.from}
          max={plan.window.to}
          value={day}
          onChange={(event) => setDay(event.target.value)}
        />
        <span className="text-xs text-base-content/75">
          Any day from {formatShopDate(plan.window.from)} to {formatShopDate(plan.window.to)}: the
          part is due on {formatShopDate(plan.nextDueOn)}.
        </span>
      </label>
      <Buttons busy={busy} confirm="Move the shipment" onCancel={onCancel} />
    </Form>
  );
}

function QuantityForm({
  plan,
  busy,
  onCancel,
  onSave,
}: FormProps & { onSave: (quantity: number) => void }) {
  const [quantity, setQuantity] = useState(plan.quantity);
  return (
    <Form onSubmit={() => onSave(quantity)}>
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">Units per shipment</span>
        <select
          className="select w-32"
          value={quantity}
          onChange={(event) => setQuantity(Number(event.target.value))}
        >
          {Array.from({ length: MAX_PLAN_QUANTITY }, (_, index) => index + 1).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <Buttons busy={busy} confirm="Save quantity" onCancel={onCancel} />
    </Form>
  );
}

function CardForm({
  plan,
  busy,
  onCancel,
  onSave,
  cards,
}: FormProps & { cards: SavedCard[]; onSave: (cardId: string) => void }) {
  const [cardId, setCardId] = useState(firstCardId(cards, plan.paymentMethodId));
  return (
    <Form onSubmit={() => onSave(cardId)}>
      <CardPicker cards={cards} value={cardId} onChange={setCardId} legend="Charge this card" />
      {cards.length > 0 ? (
        <Buttons busy={busy || !cardId} confirm="Use this card" onCancel={onCancel} />
      ) : null}
    </Form>
  );
}

function PauseForm({
  busy,
  onCancel,
  onSave,
}: FormProps & { onSave: (until: string | null) => void }) {
  const [mode, setMode] = useState<'resumed' | 'date'>('resumed');
  const [until, setUntil] = useState('');
  return (
    <Form onSubmit={() => onSave(mode === 'date' ? until : null)}>
      <fieldset className="flex flex-col gap-2 text-sm">
        <legend className="mb-1 font-medium">Pause</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            className="radio radio-sm radio-primary"
            name="pause-mode"
            checked={mode === 'resumed'}
            onChange={() => setMode('resumed')}
          />
          Until I resume it
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            className="radio radio-sm radio-primary"
            name="pause-mode"
            checked={mode === 'date'}
            onChange={() => setMode('date')}
          />
          Until a date
        </label>
      </fieldset>
      {mode === 'date' ? (
        <label className="flex flex-col gap-1">
          <span className="text-sm font-medium">Resume on</span>
          <input
            type="date"
            className="input w-48"
            required
            value={until}
            onChange={(event) => setUntil(event.target.value)}
          />
        </label>
      ) : null}
      <p className="text-sm">Nothing is charged or shipped while the plan is paused.</p>
      <Buttons busy={busy} confirm="Pause auto-replace" onCancel={onCancel} />
    </Form>
  );
}

function CancelForm({ busy, onCancel, onSave }: FormProps & { onSave: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  return (
    <Form onSubmit={() => onSave(reason.trim())}>
      <p className="text-sm">
        Cancel auto-replace for this part? Nothing more is charged or shipped. You can turn it on
        again from My Products.
      </p>
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">Why are you cancelling? (optional)</span>
        <textarea
          className="textarea w-full"
          maxLength={500}
          rows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      <Buttons busy={busy} confirm="Cancel auto-replace" onCancel={onCancel} danger />
    </Form>
  );
}
