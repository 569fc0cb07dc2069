import { describeCard, formatUsd, type Subscription } from '@shop/contract';
import { formatDay } from '../../../components/store-dates.ts';
import { describeAddress, intervalText } from '../model/plan-text.ts';

/** The facts of a plan a person checks: interval, due, charge and ship days, amount, card, address. */
export function PlanFacts({ plan }: { plan: Subscription }) {
  const live = plan.status !== 'cancelled';
  const rows: [string, string][] = [
    ['Part', `${plan.partName} of ${plan.systemName}`],
    ['Interval', intervalText(plan)],
    ...(live
      ? ([
          ['Part due', formatDay(plan.nextDueOn)],
          ['Charge and ship day', formatDay(plan.nextChargeOn)],
          ['Next charge', formatUsd(plan.nextAmount)],
        ] as [string, string][])
      : []),
    ...(plan.status === 'paused'
      ? ([
          [
            'Paused',
            plan.pausedBy === 'failed_payments'
              ? 'after failed payments, until the box is paid or you resume'
              : plan.pausedUntil
                ? `until ${formatDay(plan.pausedUntil)}`
                : 'until you resume',
          ],
        ] as [string, string][])
      : []),
    ['Quantity', String(plan.quantity)],
    ['Price', `${formatUsd(plan.priceEach)} each, ${plan.discountPercent}% subscriber discount`],
    ['Card', plan.card ? describeCard(plan.card) : 'No card: choose one'],
    ['Ship to', describeAddress(plan.shippingAddress)],
    ...(plan.cancelReason ? ([['Reason', plan.cancelReason]] as [string, string][]) : []),
  ];
  return (
    <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-base-content/80">{label}</dt>
          <dd className="mb-1 break-words sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
