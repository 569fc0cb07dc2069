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

/** The owner's subscriber discount, lead time and household box rule, loaded then edited. */
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
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 sm:items-end"
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
      <FormField label="Box window (days)" invalid={Boolean(errors.boxWindowDays)}>
        <input
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          {...register('boxWindowDays', { valueAsNumber: true })}
        />
      </FormField>
      <FormField label="Boxes ship free from ($)" invalid={Boolean(errors.freeShippingFrom)}>
        <input
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          {...register('freeShippingFrom', { valueAsNumber: true })}
        />
      </FormField>
      <FormField label="Box shipping below that ($)" invalid={Boolean(errors.boxShipping)}>
        <input
          type="number"
          inputMode="decimal"
          min={0}
          step="0.01"
          {...register('boxShipping', { valueAsNumber: true })}
        />
      </FormField>
      <button
        type="submit"
        className="btn btn-primary sm:self-end"
        {...busyButtonProps(isSubmitting)}
      >
        Save
      </button>
      <div className="sm:col-span-2 lg:col-span-3">
        <FormAlert tone="error" message={error} />
        <FormAlert tone="success" message={save.isSuccess ? 'Settings saved.' : null} />
      </div>
    </form>
  );
}
