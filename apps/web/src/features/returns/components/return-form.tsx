import {
  type CreateReturnBody,
  formatUsd,
  RETURN_REASONS,
  type ReturnOptions,
  type ReturnReason,
} from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { PhotoPicker } from '../../../components/photo-picker.tsx';
import { serverMessage } from '../../../lib/error-message.ts';
import { returnPath } from '../../../lib/paths.ts';
import { useReturnQuote } from '../api/quote-return.ts';
import { useStartReturn } from '../api/start-return.ts';
import { DifferencePayment } from './difference-payment.tsx';
import { PlanSwapOffer } from './plan-swap-offer.tsx';

const REASON_LABELS: Record<ReturnReason, string> = {
  damaged: 'It arrived damaged',
  'wrong item': 'I received the wrong item',
  "doesn't fit my system": "It doesn't fit my system",
  'no longer needed': 'I no longer need it',
  other: 'Another reason',
};

/** Picks the lines and quantities to send back, a reason, a note, and for a misfit a part that fits. */
export function ReturnForm({ orderId, options }: { orderId: string; options: ReturnOptions }) {
  const navigate = useNavigate();
  const start = useStartReturn(orderId);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState<ReturnReason | ''>('');
  const [note, setNote] = useState('');
  const [exchangeProductId, setExchange] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [photoId, setPhotoId] = useState<string | null>(null);
  const [photoBusy, setPhotoBusy] = useState(false);
  const [cardId, setCardId] = useState('');
  const returnable = options.lines.filter((line) => line.returnable > 0);
  const canExchange = reason === "doesn't fit my system" && options.exchangeOptions.length > 0;
  const lines = Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([productId, quantity]) => ({ productId, quantity }));
  const exchange: CreateReturnBody | null =
    canExchange && exchangeProductId && lines.length > 0 && reason
      ? { lines, reason, exchangeProductId }
      : null;
  const quote = useReturnQuote(orderId, exchange);
  const difference = exchange ? (quote.data?.difference ?? 0) : 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (lines.length === 0) return setProblem('Choose at least one item to return.');
    if (!reason) return setProblem('Choose why you are returning.');
    if (exchange && !quote.data) return setProblem('Wait for the price of the exchange.');
    if (difference > 0 && !cardId) return setProblem('Choose a card to pay the difference.');
    setProblem(null);
    start.mutate(
      {
        lines,
        reason,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(exchange ? { exchangeProductId } : {}),
        ...(difference > 0 ? { paymentMethodId: cardId, agreedDifference: difference } : {}),
        ...(photoId ? { photoId } : {}),
      },
      { onSuccess: (made) => navigate(returnPath(made._id)) },
    );
  };

  return (
    <form className="flex flex-col gap-5" onSubmit={unlessBusy(start.isPending, submit)} noValidate>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 font-semibold">What are you sending back?</legend>
        {returnable.map((line) => (
          <div key={line.productId} className="flex flex-col gap-1">
            <FormField
              label={`${line.name}: how many to return (up to ${line.returnable})`}
              hint={
                line.notReturnableOnceOpened
                  ? 'Not returnable once opened, for hygiene, unless it arrived damaged or is the wrong item.'
                  : undefined
              }
            >
              <input
                type="number"
                inputMode="numeric"
                min={0}
                max={line.returnable}
                value={quantities[line.productId] ?? 0}
                onChange={(event) =>
                  setQuantities({ ...quantities, [line.productId]: Number(event.target.value) })
                }
              />
            </FormField>
          </div>
        ))}
      </fieldset>
      <FormField label="Why are you returning it?">
        <select value={reason} onChange={(event) => setReason(event.target.value as ReturnReason)}>
          <option value="">Choose a reason</option>
          {RETURN_REASONS.map((value) => (
            <option key={value} value={value}>
              {REASON_LABELS[value]}
            </option>
          ))}
        </select>
      </FormField>
      {reason === 'wrong item' ? <PlanSwapOffer plans={options.plans} /> : null}
      {canExchange ? (
        <FormField
          label="Exchange for a part that fits your system"
          hint="Parts of the systems in My Products: at no charge, or for the difference if it costs more."
        >
          <select value={exchangeProductId} onChange={(event) => setExchange(event.target.value)}>
            <option value="">No exchange, refund me</option>
            {options.exchangeOptions.map((part) => (
              <option key={part.productId} value={part.productId}>
                {part.name} ({formatUsd(part.price)} each)
              </option>
            ))}
          </select>
        </FormField>
      ) : null}
      {exchange && quote.error ? (
        <FormAlert
          tone="error"
          message={serverMessage(quote.error, 'The price of the exchange could not be worked out.')}
        />
      ) : null}
      {difference > 0 ? (
        <DifferencePayment difference={difference} cardId={cardId} onCardChange={setCardId} />
      ) : null}
      <FormField label="Note (optional)">
        <textarea
          rows={3}
          maxLength={1000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </FormField>
      <PhotoPicker
        label="Photo of the item (optional)"
        onChange={setPhotoId}
        onBusyChange={setPhotoBusy}
      />
      <FormAlert
        tone="error"
        message={
          problem ??
          (start.error ? serverMessage(start.error, 'The return could not be started.') : null)
        }
      />
      <button
        type="submit"
        className="btn btn-primary self-start"
        {...busyButtonProps(start.isPending || photoBusy)}
      >
        {difference > 0 ? `Pay ${formatUsd(difference)} and start the return` : 'Start the return'}
      </button>
    </form>
  );
}
