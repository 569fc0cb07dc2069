import { formatUsd, type Sales } from '@shop/contract';
import { Link } from 'react-router';
import { adminPaths } from '../../../lib/admin-paths.ts';

/** The orders list for the shop days a sales figure counts. */
export const ordersPlacedPath = (sales: Pick<Sales, 'from' | 'to'>) =>
  `${adminPaths.orders}?${new URLSearchParams({ from: sales.from, to: sales.to })}`;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * One period's sales: net first, gross and refunds beside it, the orders behind them. The whole
 * card opens the orders list of the same shop days.
 */
export function SalesCard({ label, sales }: { label: string; sales: Sales }) {
  return (
    <Link
      to={ordersPlacedPath(sales)}
      className="flex flex-col gap-1 rounded-box border border-base-300 bg-base-100 p-4 hover:bg-base-200"
    >
      <span className="text-sm text-base-content/80">{label}</span>
      <span className="text-2xl font-bold">
        {formatUsd(sales.net)} <span className="text-sm font-normal">net</span>
      </span>
      <span className="text-sm">
        {formatUsd(sales.gross)} gross · {formatUsd(sales.refunds)} refunded
      </span>
      <span className="text-sm text-base-content/80">
        {plural(sales.orders, 'order')}
        {sales.cancelled > 0 ? `, ${sales.cancelled} cancelled` : ''}
      </span>
    </Link>
  );
}
