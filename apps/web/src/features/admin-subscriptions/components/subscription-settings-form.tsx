import { zodResolver } from '@hookform/resolvers/zod';
import {
  type SubscriptionSettings,
  type UpdateSubscriptionSettingsBody,
  UpdateSubscriptionSettingsBodySchema,
} from '@shop/contract';
import { useForm } from 'react-hook-form';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { firstFormError } from '../../../lib/first-form-error.ts';
import {
  useSubscriptionSettings,
  useUpdateSubscriptionSettings,
} from '../api/subscription-settings.ts';

/** The owner's subscriber discount and lead time, loaded then edited. */
export function SubscriptionSettingsForm() {
  const settings = useSubscriptionSettings();
  if (settings.isError) return <FormAlert tone="error" message={settings.error.message} />;
  if (!settings.data) return null;
  return <SettingsFields current={settings.data} />;
}

function SettingsFields({ current }: { current: SubscriptionSettings }) {
  const save = useUpdateSubscriptionSettings();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<UpdateSubscriptionSettingsBody>({
    resolver: zodResolver(UpdateSubscriptionSettingsBodySchema),
    defaultValues: current,
  });

  const submit = handleSubmit(async (body) => {
    save.reset();
    try {
      await save.mutateAsync(body);
    } catch {
      // Shown below.
    }
  });

  const error = firstFormError(errors) ?? (save.isError ? save.error.message : null);
  return (
    <form
      aria-label="Auto-replace settings"
      method="post"
      onSubmit={unlessBusy(isSubmitting, submit)}
      noValidate
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
    >
      <FormField label="Subscriber discount (%)" invalid={Boolean(errors.discountPercent)}>
        <input
          type="number"
          inputMode="decimal"
          min={0}
          max={90}
          step="any"
          {...register('discountPercent', { valueAsNumber: true })}
        />
      </FormField>
      <FormField label="Lead time (days)" invalid={Boolean(errors.leadDays)}>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={60}
          step={1}
          {...register('leadDays', { valueAsNumber: true })}
        />
      </FormField>
      <button type="submit" className="btn btn-primary" {...busyButtonProps(isSubmitting)}>
        Save
      </button>
      <div className="sm:col-span-3">
        <FormAlert tone="error" message={error} />
        <FormAlert tone="success" message={save.isSuccess ? 'Settings saved.' : null} />
      </div>
    </form>
  );
}
