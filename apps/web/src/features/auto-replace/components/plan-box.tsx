import { formatUsd, type Subscription } from '@shop/contract';

/**
 * The box the plan's next part ships in (one box per household, decision 067): the other parts
 * in it by name, then goods, subscriber discount, shipping, tax and the total charged once.
 */
export function PlanBox({ plan, others }: { plan: Subscription; others: Subscription[] }) {
  if (plan.status === 'cancelled') return null;
  const box = plan.nextBox;
  const rest = others.filter((other) => other._id !== plan._id && box.planIds.includes(other._id));
  const rows: [string, string][] = [
    ['Goods', formatUsd(box.goods)],
    [`Subscriber discount (${plan.discountPercent}%)`, `−${formatUsd(box.discount)}`],
    ['Shipping', box.shipping === 0 ? 'Free' : formatUsd(box.shipping)],
    ['Tax', formatUsd(box.tax)],
  ];
  return (
    <section
      aria-labelledby="plan-box-heading"
      className="rounded-box border border-base-300 bg-base-100 p-4"
    >
      <h2 id="plan-box-heading" className="text-lg font-semibold">
        The next box
      </h2>
      <p className="mt-1 text-sm text-base-content/80">
        {rest.length === 0
          ? `${plan.productName} ships on its own.`
          : `${plan.productName} ships in one box with ${rest
              .map((other) => `${other.productName} (${other.partName})`)
              .join(', ')}: one charge, one shipment.`}
      </p>
      <dl className="mt-3 grid max-w-sm grid-cols-[1fr_max-content] gap-x-6 gap-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-base-content/80">{label}</dt>
            <dd className="text-right tabular-nums">{value}</dd>
          </div>
        ))}
        <div className="contents font-semibold">
          {/* The rule runs on across the column gap (gap-x-6), unbroken up to the amount. */}
          <dt className="-me-6 border-t border-base-300 pe-6 pt-1">Total</dt>
          <dd className="border-t border-base-300 pt-1 text-right tabular-nums">
            {formatUsd(box.total)}
          </dd>
        </div>
      </dl>
    </section>
  );
}
