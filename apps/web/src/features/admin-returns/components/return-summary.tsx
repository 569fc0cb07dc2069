import { type AdminReturn, formatUsd } from '@shop/contract';
import { Link } from 'react-router';
import { CustomerPhotoLink } from '../../../components/customer-photo.tsx';
import { ReturnStatusBadge } from '../../../components/return-status-badge.tsx';
import { adminCustomerPath, adminOrderPath } from '../../../lib/admin-paths.ts';

/** What the desk needs to judge a return: who, which order, why, what, and the money. */
export function ReturnSummary({ item }: { item: AdminReturn }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <ReturnStatusBadge status={item.status} />
        <span>
          Order{' '}
          <Link className="link link-primary" to={adminOrderPath(item.orderId)}>
            {item.orderNumber}
          </Link>
          {item.orderSource === 'auto_replace' ? ' (from an auto-replace plan)' : ''} by{' '}
          <Link className="link link-primary" to={adminCustomerPath(item.customer._id)}>
            {item.customer.name}
          </Link>
        </span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-base-content/75">Reason</dt>
        <dd>{item.reason}</dd>
        {item.note ? (
          <>
            <dt className="text-base-content/75">Customer's note</dt>
            <dd>{item.note}</dd>
          </>
        ) : null}
        {item.photoId ? (
          <>
            <dt className="text-base-content/75">Customer's photo</dt>
            <dd>
              <CustomerPhotoLink photoId={item.photoId} label={`Photo for return ${item.number}`} />
            </dd>
          </>
        ) : null}
        {item.exchange ? (
          <>
            <dt className="text-base-content/75">Exchange for</dt>
            <dd>
              {item.exchange.name}
              {item.exchange.difference
                ? ` (customer paid ${formatUsd(item.exchange.difference)} more${item.exchange.differenceRefunded ? ', refunded' : ''})`
                : ''}
            </dd>
          </>
        ) : null}
        <dt className="text-base-content/75">Refund</dt>
        <dd>
          {item.refundAmount === undefined ? 'None (exchange)' : formatUsd(item.refundAmount)}
        </dd>
        {item.message ? (
          <>
            <dt className="text-base-content/75">Our message</dt>
            <dd>{item.message}</dd>
          </>
        ) : null}
      </dl>
      <ul className="flex flex-col gap-1 text-sm">
        {item.lines.map((line) => (
          <li key={line._id}>
            {line.quantity} × {line.name} at {formatUsd(line.price)}
            {line.resellable === null
              ? ''
              : line.resellable
                ? ' · resellable'
                : ' · not resellable'}
          </li>
        ))}
      </ul>
    </div>
  );
}
