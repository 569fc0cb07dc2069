import { type AdminReturn, can, formatUsd } from '@shop/contract';
import { useState } from 'react';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { serverMessage } from '../../../lib/error-message.ts';
import { useSession } from '../../../lib/session.tsx';
import { useReturnStep } from '../api/admin-returns.ts';
import { ReceiveForm } from './receive-form.tsx';

/** The next steps of a return, for the roles that may take them. */
export function ReturnSteps({ item }: { item: AdminReturn }) {
  const role = useSession().user?.staffRole;
  const step = useReturnStep(item._id);
  const [message, setMessage] = useState('');
  const busy = step.isPending;
  // A rejection that crashed after refunding the difference: only a second rejection finishes it.
  const onlyReject = item.exchange?.differenceRefundStarted === true;
  const canDecide = can(role, 'returns:manage') && ['new', 'approved'].includes(item.status);
  const canReceive = can(role, 'returns:receive') && item.status === 'approved' && !onlyReject;
  const canRefund = can(role, 'returns:refund') && item.status === 'received' && !onlyReject;
  if (!canDecide && !canReceive && !canRefund) return null;
  const decide = (which: 'approve' | 'reject') =>
    unlessBusy(busy, (event) => {
      event.preventDefault();
      step.mutate({ step: which, body: { message } });
    });

  return (
    <section aria-label="Next step" className="flex flex-col gap-5">
      {canDecide ? (
        <form className="flex flex-col gap-3" onSubmit={decide('approve')}>
          <h2 className="text-lg font-semibold">
            {item.status === 'new' && !onlyReject ? 'Approve or reject' : 'Reject'}
          </h2>
          {onlyReject ? (
            <FormAlert
              tone="error"
              message="The difference was being refunded when this return was rejected. Reject it again to finish."
            />
          ) : null}
          <FormField label="Message to the customer">
            <textarea
              rows={3}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          </FormField>
          <div className="flex flex-wrap gap-2">
            {item.status === 'new' && !onlyReject ? (
              <button type="submit" className="btn btn-primary" {...busyButtonProps(busy)}>
                Approve
              </button>
            ) : null}
            <button
              type="button"
              className="btn btn-outline btn-error"
              onClick={decide('reject')}
              {...busyButtonProps(busy)}
            >
              Reject
            </button>
          </div>
        </form>
      ) : null}
      {canReceive ? (
        <ReceiveForm
          item={item}
          busy={busy}
          onReceive={(body) => step.mutate({ step: 'receive', body })}
        />
      ) : null}
      {canRefund ? (
        <div className="flex flex-col gap-3">
          <h2 className="text-lg font-semibold">
            {item.exchange ? 'Send the exchange' : 'Refund'}
          </h2>
          <p>
            {item.exchange ? `Ships ${item.exchange.name} at $0` : 'Refunds the card'}
            {item.refundAmount ? ` and refunds ${formatUsd(item.refundAmount)}` : ''}. Lines marked
            resellable go back in stock.
          </p>
          <button
            type="button"
            className="btn btn-primary self-start"
            onClick={unlessBusy(busy, () => step.mutate({ step: 'refund', body: {} }))}
            {...busyButtonProps(busy)}
          >
            {item.exchange ? 'Send exchange' : 'Refund return'}
          </button>
        </div>
      ) : null}
      <FormAlert
        tone="error"
        message={step.error ? serverMessage(step.error, 'That step did not go through.') : null}
      />
    </section>
  );
}
