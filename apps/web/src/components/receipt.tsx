import { type ReceiptAmounts, receiptRows } from '@shop/contract';

/**
 * Subtotal, discount, shipping, tax, total and refunds, written as on every other receipt of the
 * shop (receiptRows): Order History, the back office and the packing slip.
 */
export function Receipt({
  amounts,
  className = '',
}: {
  amounts: ReceiptAmounts;
  className?: string;
}) {
  return (
    <dl className={`grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm ${className}`}>
      {receiptRows(amounts).map((row) => (
        <div key={row.label} className="contents">
          <dt className={row.isTotal ? 'font-semibold' : 'text-base-content/75'}>{row.label}</dt>
          <dd className={`text-right tabular-nums ${row.isTotal ? 'font-bold' : ''}`}>
            {row.amount}
          </dd>
        </div>
      ))}
    </dl>
  );
}
