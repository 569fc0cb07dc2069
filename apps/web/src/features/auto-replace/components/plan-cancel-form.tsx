import { useState } from 'react';
import { Buttons, Form, type FormProps } from './plan-action-form.tsx';

/** Cancel the plan, with an optional reason. */
export function CancelForm({
  busy,
  onCancel,
  onSave,
}: FormProps & { onSave: (reason: string) => void }) {
  const [reason, setReason] = useState('');
  return (
    <Form onSubmit={() => onSave(reason.trim())} busy={busy}>
      <p className="text-sm">
        Cancel auto-replace for this part? Nothing more is charged or shipped. You can turn it on
        again from My Products.
      </p>
      <label className="flex flex-col gap-1">
        <span className="text-sm font-medium">Why are you cancelling? (optional)</span>
        <textarea
          className="textarea w-full"
          maxLength={500}
          rows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      <Buttons busy={busy} confirm="Cancel auto-replace" onCancel={onCancel} danger />
    </Form>
  );
}
