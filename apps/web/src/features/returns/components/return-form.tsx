import { RETURN_REASONS, type ReturnOptions, type ReturnReason } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { PhotoPicker } from '../../../components/photo-picker.tsx';
import { serverMessage } from '../../../lib/error-message.ts';
import { returnPath } from '../../../lib/paths.ts';
import { useStartReturn } from '../api/start-return.ts';
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
  const returnable = options.lines.filter((line) => line.returnable > 0);
  const canExchange = reason === "doesn't fit my system" && options.exchangeOptions.length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const lines = Object.entries(quantities)
      .filter(([, quantity]) => quantity > 0)
      .map(([productId, quantity]) => ({ productId, quantity }));
    if (lines.length === 0) return setProblem('Choose at least one item to return.');
    if (!reason) return setProblem('Choose why you are returning.');
    setProblem(null);
    start.mutate(
      {
        lines,
        reason,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(canExchange && exchangeProductId ? { exchangeProductId } : {}),
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
          hint="At no charge: parts of the systems in My Products at the same price or less."
        >
          <select value={exchangeProductId} onChange={(event) => setExchange(event.target.value)}>
            <option value="">No exchange, refund me</option>
            {options.exchangeOptions.map((part) => (
              <option key={part.productId} value={part.productId}>
                {part.name}
              </option>
            ))}
          </select>
        </FormField>
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
        Start the return
      </button>
    </form>
  );
}
