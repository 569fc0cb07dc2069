import { FormField } from '../../../components/form-field.tsx';
import type { TrackerForm } from './tracker-form-types.ts';

/** E-mail or SMS reminders: only the chosen method's input is enabled (SPEC.md section 5). */
export function ContactFields({ form }: { form: TrackerForm }) {
  const { register, watch, formState } = form;
  const method = watch('contactMethod');
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold">Reminders by</legend>
      <div className="flex gap-6 sm:col-span-2">
        <label className="flex cursor-pointer items-center gap-2">
          <input
            type="radio"
            className="radio radio-primary radio-sm"
            value="email"
            {...register('contactMethod')}
          />
          E-mail
        </label>
        <label className="flex cursor-pointer items-center gap-2">
          <input
            type="radio"
            className="radio radio-primary radio-sm"
            value="sms"
            {...register('contactMethod')}
          />
          SMS
        </label>
      </div>
      <FormField label="E-mail address" error={formState.errors.email?.message}>
        <input
          type="email"
          autoComplete="email"
          disabled={method !== 'email'}
          {...register('email')}
        />
      </FormField>
      <FormField label="Mobile number" error={formState.errors.sms?.message}>
        <input type="tel" autoComplete="tel" disabled={method !== 'sms'} {...register('sms')} />
      </FormField>
    </fieldset>
  );
}
