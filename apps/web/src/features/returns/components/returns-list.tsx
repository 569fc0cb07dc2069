import { formatUsd, type Return } from '@shop/contract';
import { Link } from 'react-router';
import { ReturnStatusBadge } from '../../../components/return-status-badge.tsx';
import { returnPath } from '../../../lib/paths.ts';

/** Returns as short rows linking to each return's page. */
export function ReturnsList({ returns }: { returns: Return[] }) {
  return (
    <ul className="flex flex-col gap-2">
      {returns.map((item) => (
        <li
          key={item._id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-box border border-base-300 p-3"
        >
          <Link className="link link-primary font-semibold" to={returnPath(item._id)}>
            Return {item.number}
          </Link>
          <span className="text-sm text-base-content/75">
            Order {item.orderNumber} · {item.lines.reduce((sum, line) => sum + line.quantity, 0)}{' '}
            item(s)
            {item.refundAmount !== undefined ? ` · ${formatUsd(item.refundAmount)}` : ''}
          </span>
          <ReturnStatusBadge status={item.status} />
        </li>
      ))}
    </ul>
  );
}
