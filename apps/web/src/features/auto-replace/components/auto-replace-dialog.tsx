import {
  formatUsd,
  MAX_PLAN_QUANTITY,
  type Subscription,
  type SubscriptionQuote,
  type TrackedPart,
} from '@shop/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { formatDay } from '../../../components/store-dates.ts';
import { paths } from '../../../lib/paths.ts';
import { CardPicker, firstCardId } from '../../account/components/saved-cards/card-picker.tsx';
import { useSavedCards } from '../api/saved-cards.ts';
import { useCreateSubscription, useSubscriptionQuote } from '../api/subscriptions.ts';
import { describeAddress } from '../model/plan-text.ts';
import { InlineLoading } from './inline-loading.tsx';

interface AutoReplaceDialogProps {
  /** The part to turn auto-replace on for; null keeps the dialog closed. */
  part: TrackedPart | null;
  onClose: () => void;
  onCreated: (plan: Subscription) => void;
}

const QUANTITIES = Array.from({ length: MAX_PLAN_QUANTITY }, (_, index) => index + 1);

/**
 * Before a plan is made: the price, the subscriber discount, the first shipment and charge, the
 * quantity, the card and the address; Confirm creates it (a native modal dialog: focus, Esc).
 */
export function AutoReplaceDialog({ part, onClose, onCreated }: AutoReplaceDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (part && !dialog?.open) dialog?.showModal();
    if (!part && dialog?.open) dialog.close();
  }, [part]);
  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onClose={onClose}>
      <div className="modal-box max-w-lg">
        <h2 id={titleId} className="text-lg font-bold">
          Auto-replace {part?.partProductNameSnapshot}
        </h2>
        {part ? (
          <QuoteForm key={part._id} part={part} onClose={onClose} onCreated={onCreated} />
        ) : null}
      </div>
    </dialog>
  );
}

function QuoteForm({
  part,
  onClose,
  onCreated,
}: {
  part: TrackedPart;
  onClose: () => void;
  onCreated: (plan: Subscription) => void;
}) {
  const [quantity, setQuantity] = useState(1);
  const quote = useSubscriptionQuote(part._id, quantity);
  const cards = useSavedCards();
  const [chosenCard, setChosenCard] = useState('');
  const create = useCreateSubscription();
  const cardId = chosenCard || firstCardId(cards.data, quote.data?.card?._id);
  const address = quote.data?.shippingAddress ?? null;
  const ready = Boolean(quote.data && cardId && address) && !create.isPending;

  const confirm = () =>
    create.mutate(
      { trackedPartId: part._id, quantity, paymentMethodId: cardId },
      { onSuccess: onCreated },
    );

  return (
    <div className="flex flex-col gap-4 pt-3">
      <p className="text-sm text-base-content/80">
        We charge your saved card and ship the replacement before this part is due, every time it
        comes due. You can skip, pause or cancel at any time from your account.
      </p>
      {quote.isPending ? <InlineLoading label="Working out the price…" /> : null}
      {quote.isError ? <FormAlert tone="error" message={quote.error.message} /> : null}
      {quote.data ? <QuoteSummary quote={quote.data} /> : null}
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">Quantity</span>
        <select
          className="select w-32"
          value={quantity}
          onChange={(event) => setQuantity(Number(event.target.value))}
        >
          {QUANTITIES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      {cards.isPending ? <InlineLoading label="Loading your saved cards…" /> : null}
      {cards.isError ? <FormAlert tone="error" message={cards.error.message} /> : null}
      {cards.data ? (
        <CardPicker cards={cards.data} value={cardId} onChange={setChosenCard} />
      ) : null}
      {quote.data ? (
        <div className="text-sm">
          <p className="font-medium">Ship to</p>
          {address ? (
            <p className="text-base-content/80">{describeAddress(address)}</p>
          ) : (
            <p className="text-base-content/80">
              Your account has no address yet.{' '}
              <Link to={paths.shippingDetails} className="link link-primary">
                Add your shipping details
              </Link>
              .
            </p>
          )}
        </div>
      ) : null}
      <FormAlert tone="error" message={create.isError ? create.error.message : null} />
      <div className="modal-action mt-0">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          Go back
        </button>
        <button type="button" className="btn btn-primary" disabled={!ready} onClick={confirm}>
          {create.isPending ? 'Turning on…' : 'Turn on auto-replace'}
        </button>
      </div>
    </div>
  );
}

function QuoteSummary({ quote }: { quote: SubscriptionQuote }) {
  const rows: [string, string][] = [
    ['Price', `${formatUsd(quote.priceEach)} each`],
    [`Subscriber discount (${quote.discountPercent}%)`, `−${formatUsd(quote.discount)}`],
    ['Shipping', formatUsd(quote.shipping)],
    ['Tax', formatUsd(quote.tax)],
  ];
  return (
    <div className="rounded-box bg-base-200 p-4 text-sm">
      <p className="font-semibold">{quote.productName}</p>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right">{value}</dd>
          </div>
        ))}
        <div className="contents font-semibold">
          <dt>First charge, {formatDay(quote.firstChargeOn)}</dt>
          <dd className="text-right">{formatUsd(quote.firstChargeAmount)}</dd>
        </div>
      </dl>
      <p className="mt-2">
        First shipment on{' '}
        <time dateTime={quote.firstShipmentOn} className="font-semibold">
          {formatDay(quote.firstShipmentOn)}
        </time>
        , {quote.leadDays} days before the part is due on {formatDay(quote.dueOn)}.
      </p>
    </div>
  );
}
