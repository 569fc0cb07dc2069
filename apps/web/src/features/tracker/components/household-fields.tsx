import { FormField } from '../../../components/form-field.tsx';
import { numberOrUndefined, type TrackerForm } from './tracker-form-types.ts';

/** Who uses the system: drinking-water (RO) people and pets, whole-house people, a pool. */
export function HouseholdFields({ form }: { form: TrackerForm }) {
  const { register, formState } = form;
  const { errors } = formState;
  const count = { type: 'number', inputMode: 'numeric', min: 0, step: 1 } as const;
  return (
    <fieldset className="grid gap-3 sm:grid-cols-3">
      <legend className="mb-2 text-sm font-semibold">Household</legend>
      <FormField label="RO people" error={errors.roPeople?.message}>
        <input {...count} {...register('roPeople', { setValueAs: numberOrUndefined })} />
      </FormField>
      <FormField label="RO pets" error={errors.roPets?.message}>
        <input {...count} {...register('roPets', { setValueAs: numberOrUndefined })} />
      </FormField>
      <FormField label="Whole-house people" error={errors.wholeHousePeople?.message}>
        <input {...count} {...register('wholeHousePeople', { setValueAs: numberOrUndefined })} />
      </FormField>
      <FormField label="Pool">
        <select className="select w-full" {...register('hasPool')}>
          <option value="No">No</option>
          <option value="Yes">Yes</option>
        </select>
      </FormField>
    </fieldset>
  );
}
