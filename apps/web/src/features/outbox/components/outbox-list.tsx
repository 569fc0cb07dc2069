import { RefreshCw } from 'lucide-react';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { ACCESS_DENIED_MESSAGE } from '../../../lib/error-message.ts';
import { useOutbox } from '../api/get-outbox.ts';
import { OutboxMessageCard } from './outbox-message-card.tsx';

function loadFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return ACCESS_DENIED_MESSAGE;
  return error instanceof ApiError ? error.message : 'Failed to load the outbox.';
}

export function OutboxList() {
  const outbox = useOutbox(true);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-base-content/80" aria-live="polite">
          {outbox.data ? `${outbox.data.length} message(s), newest first.` : ''}
        </p>
        <button
          type="button"
          className="btn btn-sm btn-outline"
          onClick={() => outbox.refetch()}
          disabled={outbox.isFetching}
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
      {outbox.data?.length === 0 ? (
        <p className="rounded-box bg-base-200 p-6 text-center">No messages have been sent yet.</p>
      ) : null}
      <ol className="flex flex-col gap-3">
        {outbox.data?.map((message) => (
          <li key={message._id}>
            <OutboxMessageCard message={message} />
          </li>
        ))}
      </ol>
    </div>
  );
}
