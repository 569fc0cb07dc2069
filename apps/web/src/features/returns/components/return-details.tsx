import { formatUsd, type Return, type ReturnStatus } from '@shop/contract';
import { Link } from 'react-router';
import { CustomerPhotoLink } from '../../../components/customer-photo.tsx';
import { ReturnStatusBadge } from '../../../components/return-status-badge.tsx';
import { returnSlipPath } from '../../../lib/paths.ts';
import { PlanSwapOffer } from './plan-swap-offer.tsx';

/** What the customer does next, by state. */
const NEXT_STEP: Record<ReturnStatus, string> = {
  new: 'We are looking at your request and will e-mail you when it is approved.',
  approved:
    'Print the return slip, put it in the box with the items, and send the parcel to the address below.',
  received: 'Your parcel has arrived. We will finish your return shortly.',
  refunded: 'Your return is complete.',
  rejected: 'We could not accept this return.',
};

/** A return as its customer sees it: number, state, what to do next, where to send it. */
export function ReturnDetails({ item }: { item: Return }) {
  const shipping = item.status === 'new' || item.status === 'approved';
  return (
    <article aria-label={`Return ${item.number}`} className="flex flex-col gap-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">Return {item.number}</h1>
        <ReturnStatusBadge status={item.status} />
      </header>
      <p>
        {item.status === 'approved' && item.label.labelUrl
          ? `Print the prepaid ${item.label.carrier ?? 'carrier'} label, stick it on the box with the items, and hand the parcel to the carrier. The postage is paid.`
          : NEXT_STEP[item.status]}
      </p>
      {item.message ? (
        <p className="rounded-box border border-base-300 bg-base-200 p-3 text-sm">
          <span className="font-semibold">Our note: </span>
          {item.message}
        </p>
      ) : null}
      {item.reason === 'wrong item' ? <PlanSwapOffer plans={item.plans} /> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-base-content/75">Order</dt>
        <dd>{item.orderNumber}</dd>
        <dt className="text-base-content/75">Reason</dt>
        <dd>{item.reason}</dd>
        {item.exchange ? (
          <>
            <dt className="text-base-content/75">Exchange for</dt>
            <dd>
              {item.exchange.name}
              {item.exchange.difference
                ? `: you paid ${formatUsd(item.exchange.difference)} more${item.exchange.differenceRefunded ? ', refunded' : ''}`
                : ', at no charge'}
            </dd>
          </>
        ) : null}
        {item.refundAmount !== undefined ? (
          <>
            <dt className="text-base-content/75">
              {item.status === 'refunded' ? 'Refunded' : 'Refund'}
            </dt>
            <dd>{formatUsd(item.refundAmount)}</dd>
          </>
        ) : null}
      </dl>
      {item.photoId ? (
        <section aria-labelledby="return-photo-heading">
          <h2 id="return-photo-heading" className="mb-2 font-semibold">
            Your photo
          </h2>
          <CustomerPhotoLink photoId={item.photoId} label="Your photo for this return" />
        </section>
      ) : null}
      <section aria-labelledby="return-items-heading">
        <h2 id="return-items-heading" className="mb-2 font-semibold">
          Items
        </h2>
        <ul className="flex flex-col gap-1 text-sm">
          {item.lines.map((line) => (
            <li key={line._id}>
              {line.quantity} × {line.name}
            </li>
          ))}
        </ul>
      </section>
      {shipping ? (
        <section aria-labelledby="return-address-heading" className="flex flex-col gap-2">
          <h2 id="return-address-heading" className="font-semibold">
            Where to send it
          </h2>
          <address className="whitespace-pre-line not-italic">{item.returnAddress}</address>
          {item.label.labelUrl ? (
            <a
              className="btn btn-primary self-start"
              href={item.label.labelUrl}
              target="_blank"
              rel="noreferrer"
            >
              Print the prepaid {item.label.carrier} label
              <span className="sr-only"> (opens the carrier's label)</span>
            </a>
          ) : null}
          {item.label.labelUrl && item.label.trackingNumber ? (
            <p className="text-sm">Tracking number: {item.label.trackingNumber}</p>
          ) : null}
          {item.label.labelUrl ? null : (
            <Link className="btn btn-primary self-start" to={returnSlipPath(item._id)}>
              Print the return slip
            </Link>
          )}
        </section>
      ) : null}
    </article>
  );
}
