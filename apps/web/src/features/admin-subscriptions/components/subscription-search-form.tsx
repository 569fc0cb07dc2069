import { SUBSCRIPTION_STATUS_LABELS, SUBSCRIPTION_STATUSES } from '@shop/contract';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';

export interface SubscriptionFilters {
  q: string;
  status: string;
}

const field = 'flex flex-col gap-1';
const caption = 'text-sm font-medium';

/** Search box (customer name, e-mail, phone; product) and status; submitting starts at page 1. */
export function SubscriptionSearchForm({
  value,
  onSearch,
}: {
  value: SubscriptionFilters;
  onSearch: (next: SubscriptionFilters) => void;
}) {
  const [filters, setFilters] = useState(value);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({ ...filters, q: filters.q.trim() });
  }
  return (
    <form
      aria-label="Plan search"
      onSubmit={submit}
      className="grid gap-3 sm:grid-cols-[2fr_1fr_auto] sm:items-end"
    >
      <label className={field}>
        <span className={caption}>Search plans</span>
        <input
          type="search"
          className="input w-full"
          placeholder="Customer name, e-mail or phone; product"
          value={filters.q}
          onChange={(event) => setFilters({ ...filters, q: event.target.value })}
        />
      </label>
      <label className={field}>
        <span className={caption}>Status</span>
        <select
          className="select w-full"
          value={filters.status}
          onChange={(event) => setFilters({ ...filters, status: event.target.value })}
        >
          <option value="">All statuses</option>
          {SUBSCRIPTION_STATUSES.map((option) => (
            <option key={option} value={option}>
              {SUBSCRIPTION_STATUS_LABELS[option]}
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
