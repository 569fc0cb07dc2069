import type { OutboxMessage } from '@shop/contract';
import { Mail, MessageSquareText } from 'lucide-react';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { useShopDateTime } from '../../../components/shop-time-zone.ts';
import { useResendMessage } from '../api/resend-message.ts';

const statusBadge = {
  pending: 'badge-warning',
  sent: 'badge-success',
  failed: 'badge-error',
} as const;

/** One stored e-mail or SMS as the admin reads it: who, what, when, and whether it left. */
export function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  const Icon = message.channel === 'email' ? Mail : MessageSquareText;
  const channelLabel = message.channel === 'email' ? 'E-mail' : 'SMS';
  const resend = useResendMessage();
  const formatDateTime = useShopDateTime();
  return (
    <article className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-5">
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="badge badge-outline gap-1">
          <Icon className="size-3.5" aria-hidden="true" />
          {channelLabel}
        </span>
        <span className="font-semibold break-all">
          <span className="sr-only">To: </span>
          {message.to}
        </span>
        <span className={`badge badge-sm ${statusBadge[message.status]}`}>{message.status}</span>
        {message.developmentOutbox ? (
          <span className="badge badge-sm badge-info">Development outbox</span>
        ) : null}
        <time dateTime={message.createdAt} className="ml-auto text-sm text-base-content/75">
          {formatDateTime(message.createdAt)}
        </time>
      </header>
      {message.subject ? <h2 className="mt-3 font-semibold">{message.subject}</h2> : null}
      <p className="mt-2 text-sm whitespace-pre-wrap break-words text-base-content/90">
        {message.body}
      </p>
      {message.masked ? (
        <p className="mt-1 text-xs text-base-content/75">
          The code is hidden: only the customer it was delivered to can read it.
        </p>
      ) : null}
      {message.lastError && message.status === 'failed' ? (
        <p className="mt-2 text-sm text-error">
          Last error after {message.attempts} attempt(s): {message.lastError}
        </p>
      ) : null}
      {message.status === 'failed' ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <button
            type="button"
            className="btn btn-sm btn-outline"
            {...busyButtonProps(resend.isPending)}
            onClick={unlessBusy(resend.isPending, () => resend.mutate(message._id))}
            aria-label={`Resend the ${channelLabel} to ${message.to}`}
          >
            Resend
          </button>
          {resend.error ? (
            <p role="alert" className="text-sm text-error">
              {resend.error.message}
            </p>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
