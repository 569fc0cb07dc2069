import { useState } from 'react';
import { Buttons, Form, type FormProps } from './plan-action-form.tsx';

type PauseMode = 'resumed' | 'date';

const PAUSE_MODES: Array<[PauseMode, string]> = [
  ['resumed', 'Until I resume it'],
  ['date', 'Until a date'],
];

/** Pause until resumed, or until a day. */
export function PauseForm({
  busy,
  onCancel,
  onSave,
}: FormProps & { onSave: (until: string | null) => void }) {
  const [mode, setMode] = useState<PauseMode>('resumed');
  const [until, setUntil] = useState('');
  return (
    <Form onSubmit={() => onSave(mode === 'date' ? until : null)} busy={busy}>
      <fieldset className="flex flex-col gap-2 text-sm">
        <legend className="mb-1 font-medium">Pause</legend>
        {PAUSE_MODES.map(([value, label]) => (
          <label key={value} className="flex items-center gap-2">
            <input
              type="radio"
              className="radio radio-sm radio-primary"
              name="pause-mode"
              checked={mode === value}
              onChange={() => setMode(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {mode === 'date' ? (
        <label className="flex flex-col gap-1">
          <span className="text-sm font-medium">Resume on</span>
          <input
            type="date"
            className="input w-48"
            required
            value={until}
            onChange={(event) => setUntil(event.target.value)}
          />
        </label>
      ) : null}
      <p className="text-sm">Nothing is charged or shipped while the plan is paused.</p>
      <Buttons busy={busy} confirm="Pause auto-replace" onCancel={onCancel} />
    </Form>
  );
}
