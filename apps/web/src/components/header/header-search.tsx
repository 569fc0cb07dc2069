import { Search } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';

export function HeaderSearch({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const inputId = useId();
  const [term, setTerm] = useState('');

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) return;
    navigate(`${paths.products}?${new URLSearchParams({ q: trimmed })}`);
    setTerm('');
  }

  return (
    <search className={className}>
      <form onSubmit={handleSubmit}>
        <label htmlFor={inputId} className="sr-only">
          Search products
        </label>
        <div className="join w-full">
          <input
            id={inputId}
            type="search"
            required
            value={term}
            onChange={(event) => setTerm(event.target.value)}
            placeholder="Search filters, systems, test kits…"
            className="input join-item w-full"
            autoComplete="off"
          />
          <button type="submit" className="btn btn-primary join-item" aria-label="Search">
            <Search className="size-5" aria-hidden="true" />
          </button>
        </div>
      </form>
    </search>
  );
}
