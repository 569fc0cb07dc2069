import { formatUsd } from '@shop/contract';
import { useState } from 'react';
import { usePlanProducts } from '../api/plan-actions.ts';
import { InlineLoading } from './inline-loading.tsx';
import { Buttons, Form, type FormProps } from './plan-action-form.tsx';

/** Swap to another product that fits the tracked system (a radio for each that does). */
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
      {/* Radios, not a select: a closed select shows one line, and at phone width a long
          product name ran its price under the select's arrow. */}
      <fieldset className="flex flex-col gap-2 text-sm">
        <legend className="mb-1 font-medium">Products that fit {plan.systemName}</legend>
        {options.data.map((option) => (
          <label key={option._id} className="flex items-start gap-2">
            <input
              type="radio"
              className="radio radio-sm radio-primary mt-0.5 shrink-0"
              name="plan-product"
              value={option._id}
              checked={chosen === option._id}
              onChange={() => setChosen(option._id)}
            />
            <span className="min-w-0 break-words">
              {option.name}, {formatUsd(option.price)}
              {option.current ? ' (now)' : ''}
            </span>
          </label>
        ))}
      </fieldset>
      <Buttons
        busy={busy}
        confirm="Swap to this product"
        onCancel={onCancel}
        disabled={chosen === plan.productId}
      />
    </Form>
  );
}
