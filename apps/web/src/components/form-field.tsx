import { Children, cloneElement, isValidElement, type ReactElement, useId } from 'react';

interface FormFieldProps {
  label: string;
  error?: string;
  /** A standing explanation under the field, e.g. what a password needs. */
  hint?: string;
  /** Marks the control invalid when the form reports the problem in one shared line. */
  invalid?: boolean;
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled input or textarea with its hint and error message wired to aria-describedby. */
export function FormField({ label, error, hint, invalid, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const control = Children.only(children);
  const kind = isValidElement(control) ? control.type : 'input';
  const isTextarea = kind === 'textarea';
  const baseClass = isTextarea ? 'textarea' : kind === 'select' ? 'select' : 'input';
  // Spelled out in full so Tailwind's scanner generates every class.
  const errorClass = isTextarea
    ? 'textarea-error'
    : kind === 'select'
      ? 'select-error'
      : 'input-error';
  const isInvalid = Boolean(error) || invalid === true;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {cloneElement(control, {
        id,
        className: [baseClass, 'w-full', isInvalid ? errorClass : '', control.props.className]
          .filter(Boolean)
          .join(' '),
        'aria-invalid': isInvalid ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-xs text-base-content/70">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
