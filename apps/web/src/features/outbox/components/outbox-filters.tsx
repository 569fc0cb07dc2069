import { type FormEvent, useState } from 'react';
import type { OutboxFilter } from '../api/get-outbox.ts';

/** Search and the channel and status choices of Messages; applied on submit. */
export function OutboxFilters({
  value,
  onChange,
}: {
  value: OutboxFilter;
  onChange: (next: OutboxFilter) => void;
}) {
  const [q, setQ] = useState(value.q ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, q: q.trim() || undefined });
  };
  return (
    <form aria-label="Find messages" className="flex flex-wrap items-end gap-3" onSubmit={submit}>
      <label className="text-sm">
        Search messages
        <span className="mt-1 flex gap-2">
          <input
            type="search"
            className="input input-sm w-56"
            placeholder="Address, subject or text"
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
          <button type="submit" className="btn btn-sm btn-primary">
            Search
          </button>
        </span>
      </label>
      <label className="text-sm">
        Channel
        <select
          className="select select-sm mt-1 block"
          value={value.channel ?? ''}
          onChange={(event) =>
            onChange({
              ...value,
              channel: (event.target.value || undefined) as OutboxFilter['channel'],
            })
          }
        >
          <option value="">E-mail and SMS</option>
          <option value="email">E-mail</option>
          <option value="sms">SMS</option>
        </select>
      </label>
      <label className="text-sm">
        Status
        <select
          className="select select-sm mt-1 block"
          value={value.status ?? ''}
          onChange={(event) =>
            onChange({
              ...value,
              status: (event.target.value || undefined) as OutboxFilter['status'],
            })
          }
        >
          <option value="">Any status</option>
          <option value="sent">Sent</option>
          <option value="failed">Failed</option>
          <option value="pending">Pending</option>
        </select>
      </label>
    </form>
  );
}
