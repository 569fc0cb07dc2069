import { type RefObject, useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * On a phone the back office's sections are a row that scrolls sideways: the current section's
 * link ("Messages", "Reminder opt-outs") started out of view. On load and on each navigation the
 * row's own scrollLeft brings it to the middle, when it is not already in view; `scrollIntoView`
 * would scroll the page too, and focusing it would take the keyboard's place.
 */
export function useCurrentLinkInView(row: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the current link moves with the page
  useEffect(() => {
    const element = row.current;
    const link = element?.querySelector('[aria-current="page"]');
    if (!element || !link || element.scrollWidth <= element.clientWidth) return;
    const rowBox = element.getBoundingClientRect();
    const linkBox = link.getBoundingClientRect();
    if (linkBox.left >= rowBox.left && linkBox.right <= rowBox.right) return;
    element.scrollLeft += linkBox.left + linkBox.width / 2 - (rowBox.left + rowBox.width / 2);
  }, [row, pathname]);
}
