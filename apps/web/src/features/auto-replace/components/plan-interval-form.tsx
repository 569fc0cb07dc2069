import { MAX_PLAN_INTERVAL_MONTHS, MIN_PLAN_INTERVAL_MONTHS } from '@shop/contract';
import { useState } from 'react';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { Buttons, Form, type FormProps } from './plan-action-form.tsx';

const MONTHS = Array.from(
  { length: MAX_PLAN_INTERVAL_MONTHS - MIN_PLAN_INTERVAL_MONTHS + 1 },
  (_, index) => index + MIN_PLAN_INTERVAL_MONTHS,
);

/** Every N months instead of the part's lifespan, or back to the lifespan (null). */
export function IntervalForm({
  plan,
  busy,
  onCancel,
  onSave,
}: FormProps & { onSave: (months: number | null) => void }) {
  const [months, setMonths] = useState(plan.intervalMonths);
  return (
    <Form onSubmit={() => onSave(months)} busy={busy}>
      <p className="text-sm">
        The part lasts {plan.partIntervalMonths} month{plan.partIntervalMonths === 1 ? '' : 's'}.
        Choose how often a replacement ships; the next shipment moves to match.
      </p>
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">Ship every</span>
        <select
          className="select w-40"
          value={months}
          onChange={(event) => setMonths(Number(event.target.value))}
        >
          {MONTHS.map((option) => (
            <option key={option} value={option}>
              {option === 1 ? '1 month' : `${option} months`}
            </option>
          ))}
        </select>
      </label>
      <Buttons busy={busy} confirm="Save interval" onCancel={onCancel} />
      {plan.intervalChosen ? (
        <button
          type="button"
          className="btn btn-link btn-sm w-fit px-0"
          {...busyButtonProps(busy)}
          onClick={unlessBusy(busy, () => onSave(null))}
        >
          Reset to the part's lifespan ({plan.partIntervalMonths} months)
        </button>
      ) : null}
    </Form>
  );
}
