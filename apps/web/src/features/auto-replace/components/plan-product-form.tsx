import { formatUsd } from '@shop/contract';
import { useState } from 'react';
import { usePlanProducts } from '../api/plan-actions.ts';
import { InlineLoading } from './inline-loading.tsx';
import { Buttons, Form, type FormProps } from './plan-action-form.tsx';

/** Swap to another product that fits the tracked system (a select of those that do). */
export function ProductForm({
  plan,
  busy,
  onCancel,
  onSave,
}: FormProps & { onSave: (productId: string) => void }) {
  const options = usePlanProducts(plan._id, true);
  const [chosen, setChosen] = useState(plan.productId);
  if (options.isPending) return <InlineLoading label="Finding the products that fit…" />;
  if (options.isError) return <p role="alert">{options.error.message}</p>;
  const others = options.data.filter((option) => !option.current);
  if (others.length === 0) {
    return (
      <div className="flex flex-col gap-2 text-sm">
        <p>No other product in the shop fits {plan.systemName}.</p>
        <button type="button" className="btn btn-ghost btn-sm w-fit" onClick={onCancel}>
          Go back
        </button>
      </div>
    );
  }
  return (
    <Form onSubmit={() => onSave(chosen)} busy={busy}>
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">Products that fit {plan.systemName}</span>
        <select
          className="select w-full max-w-md"
          value={chosen}
          onChange={(event) => setChosen(event.target.value)}
        >
          {options.data.map((option) => (
            <option key={option._id} value={option._id}>
              {option.name}, {formatUsd(option.price)}
              {option.current ? ' (now)' : ''}
            </option>
          ))}
        </select>
      </label>
      <Buttons
        busy={busy}
        confirm="Swap to this product"
        onCancel={onCancel}
        disabled={chosen === plan.productId}
      />
    </Form>
  );
}
