import { CalendarDays, Copy } from 'lucide-react';
import { useId, useState } from 'react';
import { useCreateCalendarFeed, useRevokeCalendarFeed } from '../api/calendar-feed.ts';

/** The private ICS address of every part's due date: show, copy, revoke. */
export function CalendarFeedControl() {
  const urlId = useId();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [copied, setCopied] = useState(false);
  const url = create.data?.url ?? null;

  const copy = async () => {
    if (!url) return;
    await navigator.clipboard?.writeText(url).catch(() => undefined);
    setCopied(true);
  };
  const revokeFeed = () => {
    setCopied(false);
    revoke.mutate(undefined, { onSuccess: () => create.reset() });
  };

  return (
    <div className="flex flex-col gap-2">
      {url ? (
        <>
          <label htmlFor={urlId} className="text-sm font-medium">
            Calendar feed (keep it private)
          </label>
          <div className="join w-full">
            <input
              id={urlId}
              readOnly
              value={url}
              className="input join-item w-full min-w-0 text-xs"
              onFocus={(event) => event.target.select()}
            />
            <button type="button" className="btn join-item" onClick={copy}>
              <Copy className="size-4" aria-hidden="true" />
              {copied ? 'Copied' : 'Copy'}
            </button>
          </div>
          <button
            type="button"
            className="btn btn-ghost btn-sm self-start text-error"
            onClick={revokeFeed}
            disabled={revoke.isPending}
          >
            Revoke this address
          </button>
        </>
      ) : (
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => create.mutate()}
          disabled={create.isPending}
        >
          <CalendarDays className="size-4" aria-hidden="true" />
          Calendar feed
        </button>
      )}
      <div aria-live="polite" className="text-sm">
        {revoke.isSuccess && !url ? <p>The old calendar address no longer works.</p> : null}
        {create.isError ? <p className="text-error">{create.error.message}</p> : null}
        {revoke.isError ? <p className="text-error">{revoke.error.message}</p> : null}
      </div>
    </div>
  );
}
