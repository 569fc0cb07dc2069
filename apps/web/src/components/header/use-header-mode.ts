import { useLocation } from 'react-router';
import { isListingMode, paths } from '../../lib/paths.ts';

export type HeaderMode =
  | { kind: 'menu' }
  | { kind: 'history-back' }
  | { kind: 'up'; title: string; parentPath: string };

const LISTING_PAGES: string[] = [
  paths.commercial,
  paths.residential,
  paths.testkit,
  paths.products,
];

const MODE_TITLES = { edit: 'Choose item to edit:', delete: 'Choose items to delete:' } as const;

/** Which control replaces the menu toggle on the current page (SPEC.md 'Header'). */
export function headerModeFor(pathname: string): HeaderMode {
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  if (trimmed === paths.product || trimmed.startsWith(`${paths.product}/`)) {
    return { kind: 'history-back' };
  }
  const lastSlash = trimmed.lastIndexOf('/');
  const parentPath = trimmed.slice(0, lastSlash);
  const mode = trimmed.slice(lastSlash + 1);
  if (LISTING_PAGES.includes(parentPath) && isListingMode(mode)) {
    return { kind: 'up', title: MODE_TITLES[mode], parentPath };
  }
  return { kind: 'menu' };
}

export function useHeaderMode(): HeaderMode {
  return headerModeFor(useLocation().pathname);
}
