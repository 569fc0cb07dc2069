import { formatAdminTotal, MessageChannelSchema, OutboxStatusSchema } from '@shop/contract';
import { RefreshCw } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { AdminPageLinks, readPage } from '../../../components/page-links.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { ACCESS_DENIED_MESSAGE } from '../../../lib/error-message.ts';
import { type OutboxFilter, useOutbox } from '../api/get-outbox.ts';
import { OutboxFilters } from './outbox-filters.tsx';
import { OutboxMessageCard } from './outbox-message-card.tsx';

function loadFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return ACCESS_DENIED_MESSAGE;
  return error instanceof ApiError ? error.message : 'Failed to load the outbox.';
}

/** The filter lives in the address, so the dashboard can open the failed messages. */
function useOutboxFilter(): [OutboxFilter, (next: OutboxFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter = {
    q: params.get('q') || undefined,
    channel: MessageChannelSchema.safeParse(params.get('channel')).data,
    status: OutboxStatusSchema.safeParse(params.get('status')).data,
  };
  // A new search starts again at page 1 (its filter leaves `page` out).
  const change = (next: OutboxFilter) =>
    setParams(
      Object.fromEntries(
        Object.entries(next).filter((entry): entry is [string, string] => !!entry[1]),
      ),
    );
  return [filter, change];
}

export function OutboxList() {
  const [filter, setFilter] = useOutboxFilter();
  const [params] = useSearchParams();
  const outbox = useOutbox(true, { ...filter, page: readPage(params) });
  const messages = outbox.data?.items;
  const development = messages?.some((message) => message.developmentOutbox);

  return (
    <div className="flex flex-col gap-4">
      <OutboxFilters key={filter.q ?? ''} value={filter} onChange={setFilter} />
      {development ? (
        <p className="alert border-info/60 bg-info/15 text-sm text-base-content">
          <span>
            <strong>Development outbox.</strong> No provider delivers the messages marked so; this
            page is how they are received, so their codes are shown. Once SMTP or Twilio is
            configured, codes are hidden here.
          </span>
        </p>
      ) : null}
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-base-content/80" aria-live="polite">
          {outbox.data ? `${formatAdminTotal(outbox.data)} message(s), newest first.` : ''}
        </p>
        <button
          type="button"
          className="btn btn-sm btn-outline"
          onClick={unlessBusy(outbox.isFetching, () => outbox.refetch())}
          {...busyButtonProps(outbox.isFetching)}
        >
          <RefreshCw
            className={`size-4 ${outbox.isFetching ? 'animate-spin' : ''}`}
            aria-hidden="true"
          />
          Refresh
        </button>
      </div>
      {outbox.isPending ? <PageLoading label="Loading the outbox…" /> : null}
      {outbox.isError ? (
        <FormAlert tone="error" message={loadFailureMessage(outbox.error)} />
      ) : null}
      {messages?.length === 0 ? (
        <p className="rounded-box bg-base-200 p-6 text-center">
          {filter.q || filter.channel || filter.status
            ? 'No messages match.'
            : 'No messages have been sent yet.'}
        </p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {messages?.map((message) => (
          <li key={message._id}>
            <OutboxMessageCard message={message} />
          </li>
        ))}
      </ol>
      {outbox.data && outbox.data.total > outbox.data.pageSize ? (
        <AdminPageLinks label="Message pages" data={outbox.data} />
      ) : null}
    </div>
  );
}
