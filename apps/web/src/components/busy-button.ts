import type { SyntheticEvent } from 'react';

/**
 * A button while the press it took is being answered. Not `disabled`: a disabled button loses
 * the keyboard focus of the person who pressed it (it falls to the page), so they no longer see
 * where they are and a screen reader starts over. `aria-disabled` says it does nothing now; the
 * caller ignores presses meanwhile (`unlessBusy`), so the request is not sent twice.
 */
export function busyButtonProps(busy: boolean) {
  return { 'aria-disabled': busy || undefined, 'aria-busy': busy || undefined };
}

/** The handler, or one that does nothing while busy (a form's submit is still cancelled). */
export function unlessBusy(
  busy: boolean,
  handler: (event: SyntheticEvent) => unknown,
): (event: SyntheticEvent) => void {
  return (event) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    handler(event);
  };
}
