import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { busyButtonProps } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { useStepUp } from '../api/step-up.ts';

interface StepUpDialogProps {
  /** The server's sentence; the dialog is open while there is one. */
  message: string | null;
  onConfirmed: () => void;
  onCancel: () => void;
}

/**
 * "Confirm it is you": the password, or a code from the authenticator app, typed in a modal over
 * the page, so the form behind it keeps what was typed and its action is sent again after.
 */
export function StepUpDialog({ message, onConfirmed, onCancel }: StepUpDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [method, setMethod] = useState<'password' | 'code'>('password');
  const [value, setValue] = useState('');
  const stepUp = useStepUp();
  const { reset } = stepUp;
  const open = message !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (open && !dialog?.open) dialog?.showModal();
    if (!open && dialog?.open) dialog.close();
    if (!open) {
      setValue('');
      reset();
    }
  }, [open, reset]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stepUp.isPending || !value.trim()) return;
    const body = method === 'password' ? { password: value } : { code: value.trim() };
    stepUp.mutate(body, { onSuccess: onConfirmed });
  };

  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      onClose={() => open && onCancel()}
    >
      <form className="modal-box flex flex-col gap-3" onSubmit={submit} noValidate>
        <h2 id={titleId} className="text-lg font-bold">
          Confirm it is you
        </h2>
        <p className="text-sm">{message}</p>
        {method === 'password' ? (
          <FormField label="Your password">
            <input
              type="password"
              autoComplete="current-password"
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          </FormField>
        ) : (
          <FormField
            label="Authentication code"
            hint="From your authenticator app, or a recovery code."
          >
            <input
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={value}
              onChange={(event) => setValue(event.target.value)}
            />
          </FormField>
        )}
        <button
          type="button"
          className="link link-primary self-start text-sm"
          onClick={() => {
            setValue('');
            setMethod(method === 'password' ? 'code' : 'password');
          }}
        >
          {method === 'password'
            ? 'Use an authenticator code instead'
            : 'Use your password instead'}
        </button>
        <FormAlert tone="error" message={stepUp.error?.message} />
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" {...busyButtonProps(stepUp.isPending)}>
            Confirm
          </button>
        </div>
      </form>
    </dialog>
  );
}
