import type { ReactNode } from 'react';

/**
 * A note shown only when scripting is off (index.html's <noscript> style): what on this page
 * needs JavaScript, rather than a control that looks enabled and does nothing. Plain markup, the
 * same on the server and in the browser, so it hydrates like the rest of the page.
 */
export function NeedsScript({ children }: { children: ReactNode }) {
  return (
    <p className="noscript-only">
      <span className="mt-4 block rounded-box bg-base-200 p-4 text-sm">{children}</span>
    </p>
  );
}
