import { ORDER_STATUSES } from '@shop/contract';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';

export interface OrderFilters {
  q: string;
  status: string;
}

/** Search box and status filter; submitting starts again at page 1. */
export function OrderSearchForm({
  value,
  onSearch,
}: {
  value: OrderFilters;
  onSearch: (next: OrderFilters) => void;
}) {
  const [q, setQ] = useState(value.q);
  const [status, setStatus] = useState(value.status);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({ q: q.trim(), status });
  }
  return (
    <form
      aria-label="Order search"
      onSubmit={submit}
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <label className="flex flex-1 flex-col gap-1">
        <span className="text-sm font-medium">Search orders</span>
        <input
          type="search"
          className="input w-full"
          placeholder="Order, name, e-mail or phone"
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
      </label>
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">Status</span>
        <select
          className="select"
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        >
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn btn-primary">
        <Search className="size-4" aria-hidden="true" />
        Search
      </button>
    </form>
  );
}
