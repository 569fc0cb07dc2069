/**
 * The back office's tables, in utilities: daisyUI's table component is excluded from the build
 * (index.css) so that the shop's pages do not ship its CSS.
 */
export const dataTableClass =
  'w-full text-left text-sm [&_td]:px-3 [&_td]:py-2 [&_td]:align-top [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_th]:whitespace-nowrap [&_thead]:bg-base-200 [&_tbody_tr]:border-t [&_tbody_tr]:border-base-300';
