import { useState } from 'react';
import { formatDay } from '../../../components/store-dates.ts';
import { Buttons, Form, type FormProps } from './plan-action-form.tsx';

/** The next shipment's day, inside the plan's window. */
export function DateForm({
  plan,
  busy,
  onCancel,
  onSave,
}: FormProps & { onSave: (day: string) => void }) {
  const [day, setDay] = useState(plan.nextChargeOn);
  return (
    <Form onSubmit={() => onSave(day)} busy={busy}>
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">Next shipment on</span>
        <input
          type="date"
          className="input w-48"
          required
          min={plan.window.from}
          max={plan.window.to}
          value={day}
          onChange={(event) => setDay(event.target.value)}
        />
        <span className="text-xs text-base-content/75">
          Any day from {formatDay(plan.window.from)} to {formatDay(plan.window.to)}: the part is due
          on {formatDay(plan.nextDueOn)}.
        </span>
      </label>
      <Buttons busy={busy} confirm="Move the shipment" onCancel={onCancel} />
    </Form>
  );
}
