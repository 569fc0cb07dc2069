/**
 * Back-office tables, styled with utilities: daisyUI's `table` component is left out of the
 * shop's CSS (index.css) so public pages do not carry it.
 */
export const ADMIN_TABLE_CLASS =
  'w-full text-left text-sm [&_thead]:bg-base-200 [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_th]:whitespace-nowrap [&_td]:px-3 [&_td]:py-2 [&_td]:align-middle [&_tbody_tr]:border-t [&_tbody_tr]:border-base-300';
