import type { Subscription } from '@shop/contract';
import type { FormEvent, ReactNode } from 'react';

/** What every plan action's form is given. */
export interface FormProps {
  plan: Subscription;
  busy: boolean;
  onCancel: () => void;
}

/** The form's confirm button (red for a danger) and 'Go back'. */
export function Buttons({
  busy,
  confirm,
  onCancel,
  danger,
}: {
  busy: boolean;
  confirm: string;
  onCancel: () => void;
  danger?: boolean;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <button
        type="submit"
        className={`btn btn-sm ${danger ? 'btn-error' : 'btn-primary'}`}
        disabled={busy}
      >
        {confirm}
      </button>
      <button type="button" className="btn btn-ghost btn-sm" onClick={onCancel}>
        Go back
      </button>
    </div>
  );
}

/** A form that stays on the page: submitting runs `onSubmit`. */
export function Form({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-3">
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
    <Form onSubmit={onConfirm}>
      <p className="text-sm">{text}</p>
      <Buttons busy={busy} confirm={confirm} onCancel={onCancel} />
    </Form>
  );
}
