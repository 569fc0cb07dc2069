import type { Subscription } from '@shop/contract';
import type { FormEvent, ReactNode } from 'react';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';

/** What every plan action's form is given. */
export interface FormProps {
  plan: Subscription;
  busy: boolean;
  onCancel: () => void;
}

/**
 * The form's confirm button (red for a danger) and 'Go back'. Busy, it keeps the presser's focus
 * (busy-button.ts); `disabled` is for a choice not made yet.
 */
export function Buttons({
  busy,
  confirm,
  onCancel,
  danger,
  disabled,
}: {
  busy: boolean;
  confirm: string;
  onCancel: () => void;
  danger?: boolean;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="submit"
        className={`btn btn-sm ${danger ? 'btn-error' : 'btn-primary'}`}
        disabled={disabled}
        {...busyButtonProps(busy)}
      >
        {confirm}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
        Go back
      </button>
    </div>
  );
}

/** A form that stays on the page: submitting runs `onSubmit`, unless the last one is still busy. */
export function Form({
  onSubmit,
  busy,
  children,
}: {
  onSubmit: () => void;
  busy: boolean;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={unlessBusy(busy, submit)} className="flex flex-col gap-3">
      {children}
    </form>
  );
}

/** A yes-or-no action (skip, resume): the question and its buttons. */
export function Question({
  text,
  confirm,
  onConfirm,
  busy,
  onCancel,
}: FormProps & { text: string; confirm: string; onConfirm: () => void }) {
  return (
    <Form onSubmit={onConfirm} busy={busy}>
      <p className="text-sm">{text}</p>
      <Buttons busy={busy} confirm={confirm} onCancel={onCancel} />
    </Form>
  );
}
