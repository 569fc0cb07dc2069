import { type AdminOrder, formatUsd } from '@shop/contract';
import { useEffect, useRef, useState } from 'react';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { useOneAtATime } from '../../../lib/use-one-at-a-time.ts';
import { type OrderActionInput, useOrderAction } from '../api/order-actions.ts';
import { RefundForm } from './refund-form.tsx';
import { ShipForm } from './ship-form.tsx';

interface Pending {
  input: OrderActionInput;
  title: string;
  message: string;
}

/** What a successful refund says: the form is emptied, so this is the proof it went through. */
function refundDone(input: OrderActionInput | undefined): string | undefined {
  return input?.action === 'refunds' ? `Refunded ${formatUsd(input.body.amount)}.` : undefined;
}

/** Ship, deliver, cancel and refund; the irreversible ones ask first. */
export function OrderActionsPanel({ order }: { order: AdminOrder }) {
  const may = useCan();
  const action = useOrderAction(order._id);
  const [pending, setPending] = useState<Pending | null>(null);
  const [reason, setReason] = useState('');
  // A double-click's second press would ship again and show the 409 as if shipping had failed.
  const oneAtATime = useOneAtATime();
  const busy = action.isPending;
  const run = (input: OrderActionInput) =>
    oneAtATime((done) => action.mutate(input, { onSettled: done }));
  // The pressed button can leave with the order's new status (Ship order, Mark as Delivered,
  // Cancel order): keyboard focus lands on the actions' heading, not back at the page's start.
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStatus = useRef(order.status);
  useEffect(() => {
    if (shownStatus.current === order.status) return;
    shownStatus.current = order.status;
    if (document.activeElement === document.body) heading.current?.focus();
  }, [order.status]);

  const canShip = may('orders:ship') && order.status === 'Pending';
  const canDeliver =
    may('orders:deliver') && (order.status === 'Pending' || order.status === 'Shipped');
  const canCancel = may('orders:cancel') && order.status === 'Pending';
  const canRefund = may('orders:refund');
  if (!canShip && !canDeliver && !canCancel && !canRefund) return null;

  return (
    <section aria-labelledby="actions-heading" className="flex flex-col gap-4 print:hidden">
      <h2 id="actions-heading" ref={heading} tabIndex={-1} className="text-xl font-semibold">
        Actions
      </h2>
      <FormAlert tone="error" message={action.error?.message} />
      <FormAlert tone="success" message={action.isSuccess ? refundDone(action.variables) : null} />
      {canShip ? <ShipForm busy={busy} onSubmit={run} /> : null}
      {canDeliver ? (
        <button
          type="button"
          className="btn btn-outline self-start"
          {...busyButtonProps(busy)}
          onClick={unlessBusy(busy, () =>
            setPending({
              input: { action: 'deliver' },
              title: 'Mark as delivered?',
              message: 'The customer is told it has arrived. This cannot be undone.',
            }),
          )}
        >
          Mark as Delivered
        </button>
      ) : null}
      {canCancel ? (
        <form
          className="flex flex-col gap-3 sm:flex-row sm:items-end"
          aria-label="Cancel the order"
          onSubmit={unlessBusy(busy, (event) => {
            event.preventDefault();
            setPending({
              input: { action: 'cancel', body: { reason: reason.trim() } },
              title: 'Cancel this order?',
              message: `Everything goes back in stock and ${
                order.payment.refunded >= order.payment.captured
                  ? 'nothing is left to refund: it was refunded in full'
                  : 'what is left of the payment is refunded'
              }. This cannot be undone.`,
            });
          })}
        >
          <label className="flex flex-1 flex-col gap-1">
            <span className="text-sm font-medium">Cancellation reason</span>
            <input
              className="input w-full"
              required
              maxLength={500}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          </label>
          <button type="submit" className="btn btn-error" {...busyButtonProps(busy)}>
            Cancel order
          </button>
        </form>
      ) : null}
      {canRefund ? (
        <>
          <h3 className="font-semibold">Refund</h3>
          {/* A new form after each refund: the last amount and reason must not be one press away. */}
          <RefundForm
            key={order.payment.refunded}
            order={order}
            busy={busy}
            onSubmit={(input, message) => setPending({ input, title: 'Refund?', message })}
          />
        </>
      ) : null}
      <ConfirmDialog
        open={pending !== null}
        title={pending?.title ?? ''}
        message={pending?.message ?? ''}
        confirmLabel="Confirm"
        onConfirm={() => pending && run(pending.input)}
        onClose={() => setPending(null)}
      />
    </section>
  );
}
