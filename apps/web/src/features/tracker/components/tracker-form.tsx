import { zodResolver } from '@hookform/resolvers/zod';
import { type CreateTrackedProductBody, TRACKER_NAME_REQUIRED_MESSAGE } from '@shop/contract';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormField } from '../../../components/form-field.tsx';
import {
  type TrackerFormInput,
  type TrackerFormOutput,
  TrackerFormSchema,
  toCreateBody,
} from '../model/tracker-form-values.ts';
import type { TrackerTarget } from '../model/tracker-target.ts';
import { ContactFields } from './contact-fields.tsx';
import { HouseholdFields } from './household-fields.tsx';
import { WaterFields } from './water-fields.tsx';

interface TrackerFormProps {
  target: TrackerTarget;
  defaults: TrackerFormInput;
  onSave: (body: CreateTrackedProductBody) => void;
  onCancel: () => void;
  saving: boolean;
  saveError: string | null;
}

/** The tracker form of SPEC.md sections 3, 5 and 9. */
export function TrackerForm({
  target,
  defaults,
  onSave,
  onCancel,
  saving,
  saveError,
}: TrackerFormProps) {
  const form = useForm<TrackerFormInput, unknown, TrackerFormOutput>({
    resolver: zodResolver(TrackerFormSchema),
    defaultValues: defaults,
  });
  const { register, handleSubmit, formState } = form;
  const nameMissing = formState.errors.customName?.message === TRACKER_NAME_REQUIRED_MESSAGE;

  const submit = handleSubmit((values) => onSave(toCreateBody(values, target)));

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <FormField
        label="Tracker name"
        hint="What you call it at home, e.g. 'Kitchen RO'."
        error={nameMissing ? undefined : formState.errors.customName?.message}
        invalid={nameMissing}
      >
        <input type="text" required maxLength={120} {...register('customName')} />
      </FormField>
      <ContactFields form={form} />
      <WaterFields form={form} />
      <HouseholdFields form={form} />
      <FormAlert tone="error" message={nameMissing ? TRACKER_NAME_REQUIRED_MESSAGE : null} />
      <FormAlert tone="error" message={saveError ? `Error saving item: ${saveError}` : null} />
      <div className="modal-action mt-0">
        <button type="button" className="btn btn-ghost" onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : null}
          Save
        </button>
      </div>
    </form>
  );
}
