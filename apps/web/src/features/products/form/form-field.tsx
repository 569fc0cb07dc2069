import { type ReactNode, useId } from 'react';

interface FieldProps {
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: (props: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
}

/** A labelled control with its hint and validation message wired for assistive technology. */
export function Field({ label, error, hint, className = '', children }: FieldProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error || hint ? messageId : undefined,
      })}
      {error ? (
        <p id={messageId} className="text-sm text-error">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-xs text-base-content/70">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
