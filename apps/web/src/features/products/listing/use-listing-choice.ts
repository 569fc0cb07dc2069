import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readListingPage } from './listing-page.ts';
import { type ListingChoice, readListingChoice, writeListingChoice } from './listing-params.ts';

/** The listing's sort, filters and first page, read from and written to the URL's search params. */
export function useListingChoice() {
  const [searchParams, setSearchParams] = useSearchParams();
  const choice = useMemo(() => readListingChoice(searchParams), [searchParams]);
  const page = readListingPage(searchParams);
  // Each change is its own history entry, so the back button undoes it.
  const setChoice = useCallback(
    (next: ListingChoice) =>
      setSearchParams((current) => writeListingChoice(current, next), { preventScrollReset: true }),
    [setSearchParams],
  );
  return { choice, setChoice, page };
}
