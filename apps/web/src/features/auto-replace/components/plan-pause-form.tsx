import { useState } from 'react';
import { Buttons, Form, type FormProps } from './plan-action-form.tsx';

/** Pause until resumed, or until a day. */
export function PauseForm({
  busy,
  onCancel,
  onSave,
}: FormProps & { onSave: (until: string | null) => void }) {
  const [mode, setMode] = useState<'resumed' | 'date'>('resumed');
  const [until, setUntil] = useState('');
  return (
    <Form onSubmit={() => onSave(mode === 'date' ? until : null)}>
      <fieldset className="flex flex-col gap-2 text-sm">
        <legend className="mb-1 font-medium">Pause</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            className="radio radio-sm radio-primary"
            name="pause-mode"
            checked={mode === 'resumed'}
            onChange={() => setMode('resumed')}
          />
          Until I resume it
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            className="radio radio-sm radio-primary"
            name="pause-mode"
            checked={mode === 'date'}
            onChange={() => setMode('date')}
          />
          Until a date
        </label>
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
