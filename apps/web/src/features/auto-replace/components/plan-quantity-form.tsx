import { MAX_PLAN_QUANTITY } from '@shop/contract';
import { useState } from 'react';
import { Buttons, Form, type FormProps } from './plan-action-form.tsx';

/** Units per shipment, 1 to MAX_PLAN_QUANTITY. */
export function QuantityForm({
  plan,
  busy,
  onCancel,
  onSave,
}: FormProps & { onSave: (quantity: number) => void }) {
  const [quantity, setQuantity] = useState(plan.quantity);
  return (
    <Form onSubmit={() => onSave(quantity)} busy={busy}>
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">Units per shipment</span>
        <select
          className="select w-32"
          value={quantity}
          onChange={(event) => setQuantity(Number(event.target.value))}
        >
          {Array.from({ length: MAX_PLAN_QUANTITY }, (_, index) => index + 1).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </label>
      <Buttons busy={busy} confirm="Save quantity" onCancel={onCancel} />
    </Form>
  );
}
