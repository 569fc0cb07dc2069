import { PRODUCT_SEARCH_MAX_LENGTH } from '@shop/contract';
import { Search } from 'lucide-react';
import {
  type FormEvent,
  type KeyboardEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { paths, productPath } from '../../lib/paths.ts';
import { SuggestionList } from './suggestion-list.tsx';
import { useSuggestions } from './use-suggestions.ts';

/**
 * The header search: a WAI-ARIA combobox (list autocomplete) over GET /search/suggest. Focus
 * stays in the input; aria-activedescendant points at the option the arrows moved to. It is a
 * real GET form to the listing, so a search sent before the page has hydrated still arrives.
 */
export function HeaderSearch({ className = '' }: { className?: string }) {
  const navigate = useNavigate();
  const inputId = useId();
  const listId = `${inputId}-suggestions`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [term, setTerm] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const suggestions = useSuggestions(term);
  const targets = suggestions
    ? [
        ...suggestions.products.map((product) => productPath(product._id)),
        ...suggestions.categories.map((category) => category.path),
      ]
    : [];
  const expanded = isOpen && targets.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  // A term typed into the server's markup before hydration is in the box but not in the state:
  // Enter would find nothing to search, and the next render would empty the box. Taken before
  // anything renders again.
  useLayoutEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setTerm(typed);
  }, []);

  function go(path: string) {
    setIsOpen(false);
    setTerm('');
    navigate(path);
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = term.trim();
    if (!trimmed) return;
    go(`${paths.products}?${new URLSearchParams({ q: trimmed })}`);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = targets.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (count === 0) return;
      event.preventDefault();
      setIsOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) =>
        index === -1 && step < 0 ? count - 1 : (index + step + count) % count,
      );
    } else if (event.key === 'Enter' && expanded && activeIndex >= 0) {
      event.preventDefault();
      go(targets[activeIndex] as string);
    } else if (event.key === 'Escape' && expanded) {
      // Only closes the list; a second Escape clears the box as a search input does.
      event.preventDefault();
      setIsOpen(false);
      setActiveIndex(-1);
    }
  }

  return (
    <search className={className}>
      <form method="get" action={paths.products} onSubmit={handleSubmit}>
        <label htmlFor={inputId} className="sr-only">
          Search products
        </label>
        <div className="relative join w-full">
          <input
            ref={inputRef}
            id={inputId}
            type="search"
            name="q"
            required
            // Spaces alone are no term: the browser refuses them too, before the app has started.
            pattern=".*\S.*"
            maxLength={PRODUCT_SEARCH_MAX_LENGTH}
            title="Type a word to search for"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            value={term}
            onChange={(event) => {
              setTerm(event.target.value);
              setIsOpen(true);
              setActiveIndex(-1);
            }}
            onKeyDown={handleKeyDown}
            onBlur={() => setIsOpen(false)}
            onFocus={() => setIsOpen(true)}
            placeholder="Search filters, systems, test kits…"
            className="input join-item w-full"
            autoComplete="off"
          />
          <button type="submit" className="btn btn-primary join-item" aria-label="Search">
            <Search className="size-5" aria-hidden="true" />
          </button>
          {expanded && suggestions ? (
            <SuggestionList
              id={listId}
              suggestions={suggestions}
              activeIndex={activeIndex}
              optionId={optionId}
              onPick={(index) => go(targets[index] as string)}
            />
          ) : null}
        </div>
      </form>
    </search>
  );
}
