import type { AppliedDiscount } from '@shop/contract';
import { type FormEvent, useId, useState } from 'react';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useApplyDiscount, useRemoveDiscount } from '../api/cart-discount.ts';

interface DiscountCodeFormProps {
  discount: AppliedDiscount | null | undefined;
  notice: string | null | undefined;
}

/** Apply one discount code to the cart, or remove the applied one. */
export function DiscountCodeForm({ discount, notice }: DiscountCodeFormProps) {
  const inputId = useId();
  const [code, setCode] = useState('');
  const apply = useApplyDiscount();
  const remove = useRemoveDiscount();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) apply.mutate(code, { onSuccess: () => setCode('') });
  };

  return (
    <div className="mt-4 space-y-2">
      {discount ? (
        <div className="flex items-center justify-between gap-2 text-sm">
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="badge badge-success font-mono">{discount.code}</span>
            <span>{discount.description}</span>
          </span>
          <button
            type="button"
            className="btn btn-ghost btn-xs"
            onClick={() => remove.mutate()}
            disabled={remove.isPending}
          >
            Remove code
          </button>
        </div>
      ) : (
        <form onSubmit={unlessBusy(apply.isPending, submit)} className="flex items-end gap-2">
          <label className="flex-1 text-sm" htmlFor={inputId}>
            Discount code
            <input
              id={inputId}
              className="input input-sm mt-1 w-full uppercase"
              value={code}
              onChange={(event) => setCode(event.target.value)}
              autoComplete="off"
              maxLength={32}
            />
          </label>
          <button
            type="submit"
            className="btn btn-sm btn-outline"
            {...busyButtonProps(apply.isPending)}
          >
            Apply
          </button>
        </form>
      )}
      <FormAlert tone="error" message={apply.error?.message ?? remove.error?.message} />
      <FormAlert tone="info" message={notice} />
    </div>
  );
}
