import { useParams } from 'react-router';
import { isListingMode, type ListingMode } from '../../lib/paths.ts';

/** The listing's :mode segment: null when absent, 'invalid' for anything but edit or delete. */
export function useListingMode(): ListingMode | null | 'invalid' {
  const { mode } = useParams();
  if (mode === undefined) return null;
  return isListingMode(mode) ? mode : 'invalid';
}
