import type { Discount } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { useShopTimeZone } from '../../../components/shop-time-zone.ts';
import { useOneAtATime } from '../../../lib/use-one-at-a-time.ts';
import { useSaveDiscount } from '../api/admin-discounts.ts';
import { type DiscountFields, EMPTY_FIELDS, toFields, toInput } from './discount-fields.ts';

interface DiscountFormProps {
  /** The code being edited; absent = a new code. */
  editing?: Discount;
  onDone: () => void;
}

/** Create or change a code; the server's message shows when it refuses. */
export function DiscountForm({ editing, onDone }: DiscountFormProps) {
  const timeZone = useShopTimeZone();
  const [fields, setFields] = useState<DiscountFields>(
    editing ? toFields(editing, timeZone) : EMPTY_FIELDS,
  );
  const save = useSaveDiscount();
  const oneAtATime = useOneAtATime();
  const set = (next: Partial<DiscountFields>) => setFields({ ...fields, ...next });
  const text = (name: keyof DiscountFields, label: string, type = 'text', extra = {}) => (
    <label className="text-sm">
      {label}
      <input
        type={type}
        className="input input-sm mt-1 block w-full"
        value={String(fields[name])}
        onChange={(event) => set({ [name]: event.target.value })}
        {...extra}
      />
    </label>
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A double-click's second press would create the code again and be told it is taken.
    oneAtATime((done) =>
      save.mutate(
        { id: editing?._id, body: toInput(fields, timeZone) },
        { onSuccess: onDone, onSettled: done },
      ),
    );
  };

  return (
    <form
      onSubmit={unlessBusy(save.isPending, submit)}
      aria-label={editing ? `Edit ${editing.code}` : 'New discount code'}
      className="rounded-box border border-base-300 bg-base-100 p-4"
    >
      <h2 className="text-lg font-bold">
        {editing ? `Edit ${editing.code}` : 'New discount code'}
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {text('code', 'Code', 'text', { required: true, maxLength: 32 })}
        <label className="text-sm">
          Type
          <select
            className="select select-sm mt-1 block w-full"
            value={fields.kind}
            onChange={(event) => set({ kind: event.target.value as DiscountFields['kind'] })}
          >
            <option value="percentage">Percentage</option>
            <option value="fixed">Fixed amount ($)</option>
          </select>
        </label>
        {text('value', fields.kind === 'percentage' ? 'Percent off' : 'Dollars off', 'number', {
          required: true,
          min: 0,
          step: fields.kind === 'percentage' ? 1 : 0.01,
        })}
        {text('minSubtotal', 'Minimum subtotal ($)', 'number', { min: 0, step: 0.01 })}
        {text('startsOn', 'Starts on', 'date')}
        {text('endsOn', 'Ends on', 'date')}
        {text('usageLimit', 'Total uses (blank = no limit)', 'number', { min: 1 })}
        {text('perCustomerLimit', 'Uses per customer (blank = no limit)', 'number', { min: 1 })}
        <label className="flex items-center gap-2 self-end text-sm">
          <input
            type="checkbox"
            className="checkbox checkbox-sm"
            checked={fields.active}
            onChange={(event) => set({ active: event.target.checked })}
          />
          Active
        </label>
      </div>
      <div className="mt-3">
        <FormAlert tone="error" message={save.error?.message} />
      </div>
      <div className="mt-3 flex gap-2">
        <button
          type="submit"
          className="btn btn-primary btn-sm"
          {...busyButtonProps(save.isPending)}
        >
          {editing ? 'Save changes' : 'Create code'}
        </button>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
