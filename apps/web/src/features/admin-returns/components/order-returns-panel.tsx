import { useAdminReturns } from '../api/admin-returns.ts';
import { ReturnsTable } from './returns-table.tsx';

/** The returns of one order, on its back-office page; nothing when it has none. */
export function OrderReturnsPanel({ orderId }: { orderId: string }) {
  const returns = useAdminReturns({ orderId, page: 1 });
  const items = returns.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="order-returns-heading" className="flex flex-col gap-2">
      <h2 id="order-returns-heading" className="text-lg font-semibold">
        Returns
      </h2>
      <ReturnsTable returns={items} filtered={false} />
    </section>
  );
}
