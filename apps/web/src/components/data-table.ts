/**
 * The back office's tables, in utilities: daisyUI's table component is excluded from the build
 * (index.css) so that the shop's pages do not ship its CSS.
 */
export const dataTableClass =
  'w-full text-left text-sm [&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_th]:whitespace-nowrap [&_thead]:bg-base-200 [&_tbody_tr]:border-t [&_tbody_tr]:border-base-300';

/**
 * Added to `dataTableClass`: below 640 px each row becomes a card, the header is kept for screen
 * readers only, and every cell with a `data-label` shows that label before its value (a cell
 * without one, such as the name or the row's actions, stands alone).
 */
export const cardsOnPhoneClass =
  'max-sm:block max-sm:[&_thead]:sr-only max-sm:[&_tbody]:flex max-sm:[&_tbody]:flex-col max-sm:[&_tbody]:gap-3 max-sm:[&_tbody_tr]:block max-sm:[&_tbody_tr]:rounded-box max-sm:[&_tbody_tr]:border max-sm:[&_tbody_tr]:bg-base-100 max-sm:[&_tbody_tr]:p-2 max-sm:[&_td:not(.hidden)]:block max-sm:[&_td]:py-1.5 max-sm:[&_td[data-label]:not(.hidden)]:flex max-sm:[&_td[data-label]]:flex-wrap max-sm:[&_td[data-label]]:items-center max-sm:[&_td[data-label]]:justify-between max-sm:[&_td[data-label]]:gap-x-3 max-sm:[&_td[data-label]]:before:content-[attr(data-label)] max-sm:[&_td[data-label]]:before:font-semibold max-sm:[&_td[data-label]]:before:text-base-content/80';

/** The box around a back-office table; with `cardsOnPhoneClass` its border goes on phones. */
export const tableBoxClass =
  'relative w-0 min-w-full overflow-x-auto rounded-box border border-base-300 bg-base-100 max-sm:border-0 max-sm:bg-transparent';
