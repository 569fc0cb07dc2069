import { ORDER_STATUSES } from '@shop/contract';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';

export interface OrderFilters {
  q: string;
  status: string;
  /** '' (all), 'auto_replace' or 'checkout'. */
  source: string;
  from: string;
  to: string;
}

const field = 'flex flex-col gap-1';
const caption = 'text-sm font-medium';

/** Search box, status and placed-between days; submitting starts again at page 1. */
export function OrderSearchForm({
  value,
  onSearch,
}: {
  value: OrderFilters;
  onSearch: (next: OrderFilters) => void;
}) {
  const [filters, setFilters] = useState(value);
  const set = (key: keyof OrderFilters) => (event: { target: { value: string } }) =>
    setFilters({ ...filters, [key]: event.target.value });
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch({ ...filters, q: filters.q.trim() });
  }
  return (
    <form
      aria-label="Order search"
      onSubmit={submit}
      className="grid grid-cols-2 gap-3 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-end"
    >
      <label className={`${field} col-span-2 lg:col-span-1`}>
        <span className={caption}>Search orders</span>
        <input
          type="search"
          className="input w-full"
          placeholder="Order, name, e-mail or phone"
          value={filters.q}
          onChange={set('q')}
        />
      </label>
      <label className={`${field} col-span-2 lg:col-span-1`}>
        <span className={caption}>Status</span>
        <select className="select w-full" value={filters.status} onChange={set('status')}>
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <label className={`${field} col-span-2 lg:col-span-1`}>
        <span className={caption}>Placed by</span>
        <select className="select w-full" value={filters.source} onChange={set('source')}>
          <option value="">Checkout and auto-replace</option>
          <option value="auto_replace">Auto-replace</option>
          <option value="checkout">Checkout</option>
        </select>
      </label>
      <label className={field}>
        <span className={caption}>Placed from</span>
        <input type="date" className="input w-full" value={filters.from} onChange={set('from')} />
      </label>
      <label className={field}>
        <span className={caption}>Placed to</span>
        <input type="date" className="input w-full" value={filters.to} onChange={set('to')} />
      </label>
      <button type="submit" className="btn btn-primary col-span-2 lg:col-span-1">
        <Search className="size-4" aria-hidden="true" />
        Search
      </button>
    </form>
  );
}
