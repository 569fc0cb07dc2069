import type { OutboxMessage } from '@shop/contract';
import { Mail, MessageSquareText } from 'lucide-react';

const statusBadge = {
  pending: 'badge-warning',
  sent: 'badge-success',
  failed: 'badge-error',
} as const;

const timeFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** One stored e-mail or SMS as the admin reads it: who, what, when, and whether it left. */
export function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  const Icon = message.channel === 'email' ? Mail : MessageSquareText;
  const channelLabel = message.channel === 'email' ? 'E-mail' : 'SMS';
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
        <time dateTime={message.createdAt} className="ml-auto text-sm text-base-content/75">
          {timeFormat.format(new Date(message.createdAt))}
        </time>
      </header>
      {message.subject ? <h2 className="mt-3 font-semibold">{message.subject}</h2> : null}
      <p className="mt-2 text-sm whitespace-pre-wrap break-words text-base-content/90">
        {message.body}
      </p>
      {message.lastError ? (
        <p className="mt-2 text-sm text-error">
          Last error after {message.attempts} attempt(s): {message.lastError}
        </p>
      ) : null}
    </article>
  );
}
