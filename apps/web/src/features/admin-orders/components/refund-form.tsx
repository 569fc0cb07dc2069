import { type AdminOrder, formatUsd } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import type { OrderActionInput } from '../api/order-actions.ts';

interface RefundFormProps {
  order: AdminOrder;
  busy: boolean;
  /** Asks for confirmation, then runs the refund. */
  onSubmit: (input: OrderActionInput, summary: string) => void;
}

/** Amount, reason, and how many of each line go back on the shelf. */
export function RefundForm({ order, busy, onSubmit }: RefundFormProps) {
  const left = Math.round((order.payment.captured - order.payment.refunded) * 100) / 100;
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState<Record<string, number>>({});
  if (left <= 0) return <p className="text-sm">This order has been refunded in full.</p>;

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(amount);
    const lines = Object.entries(restock)
      .filter(([, quantity]) => quantity > 0)
      .map(([orderItemId, quantity]) => ({ orderItemId, quantity }));
    onSubmit(
      { action: 'refunds', body: { amount: value, reason: reason.trim(), restock: lines } },
      `Refund ${formatUsd(value)} to the customer's card${lines.length ? ' and restock the chosen items' : ''}?`,
    );
  }

  return (
    <form onSubmit={unlessBusy(busy, submit)} className="flex flex-col gap-3" aria-label="Refund">
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1">
          <span className="text-sm font-medium">Amount (USD, up to {formatUsd(left)})</span>
          <input
            className="input w-full"
            type="number"
            inputMode="decimal"
            min="0.01"
            max={left}
            step="0.01"
            required
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
          />
        </label>
        <label className="flex flex-col gap-1">
          <span className="text-sm font-medium">Reason</span>
          <input
            className="input w-full"
            required
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </label>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">Restock</legend>
        {order.lines.map((line) => {
          const most = line.quantity - line.restocked;
          return (
            <label key={line._id} className="flex items-center justify-between gap-3 text-sm">
              <span>
                {line.name} (up to {most})
              </span>
              <input
                className="input input-sm w-20"
                type="number"
                min={0}
                max={most}
                disabled={most === 0}
                value={restock[line._id] ?? 0}
                onChange={(event) =>
                  setRestock({ ...restock, [line._id]: Number(event.target.value) })
                }
              />
            </label>
          );
        })}
      </fieldset>
      <button type="submit" className="btn btn-warning self-start" {...busyButtonProps(busy)}>
        Refund
      </button>
    </form>
  );
}
