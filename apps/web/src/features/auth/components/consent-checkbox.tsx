import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface ConsentCheckboxProps {
  registration: UseFormRegisterReturn;
  invalid: boolean;
  children: ReactNode;
}

export function ConsentCheckbox({ registration, invalid, children }: ConsentCheckboxProps) {
  return (
    <label className="flex cursor-pointer items-start gap-3 text-sm">
      <input
        type="checkbox"
        className={`checkbox checkbox-sm mt-0.5 rounded-sm ${invalid ? 'checkbox-error' : 'checkbox-primary'}`}
        aria-invalid={invalid ? true : undefined}
        {...registration}
      />
      <span>{children}</span>
    </label>
  );
}
