import { zodResolver } from '@hookform/resolvers/zod';
import type { HouseData } from '@shop/contract';
import { WATER_TYPES } from '@shop/contract';
import { useForm } from 'react-hook-form';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { FormField } from '../../../components/form-field.tsx';
import { useSession } from '../../../lib/session.tsx';
import { useSaveHouseData } from '../api/house-data.ts';
import {
  type HouseholdFormInput,
  type HouseholdFormOutput,
  HouseholdFormSchema,
  optionalNumber,
  requiredNumber,
  toFormValues,
} from './household-values.ts';

export const SETTINGS_SAVED_MESSAGE = 'Settings updated successfully!';

/** 'Household & Water Profile': who lives here and what water they use (SPEC.md section 5). */
export function HouseholdForm({ houseData }: { houseData: HouseData }) {
  const save = useSaveHouseData();
  const { user } = useSession();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<HouseholdFormInput, unknown, HouseholdFormOutput>({
    resolver: zodResolver(HouseholdFormSchema),
    values: toFormValues(houseData, user?.address.zip),
    resetOptions: { keepDirtyValues: true },
  });

  const submit = handleSubmit(async (values) => {
    save.reset();
    try {
      await save.mutateAsync({ houseData: values });
    } catch {
      // Shown below.
    }
  });

  const number = (min: number, step = 1) =>
    ({ type: 'number', inputMode: 'decimal', min, step }) as const;

  return (
    <form onSubmit={unlessBusy(isSubmitting, submit)} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="ZIP code" error={errors.zip?.message}>
          <input
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            required
            {...register('zip')}
          />
        </FormField>
        <FormField label="Water type" error={errors.waterType?.message}>
          <select className="select w-full" required {...register('waterType')}>
            {WATER_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="People in the household" error={errors.peopleNumber?.message}>
          <input
            {...number(1)}
            required
            {...register('peopleNumber', { setValueAs: requiredNumber })}
          />
        </FormField>
        <FormField label="Pets" error={errors.petsNumber?.message}>
          <input
            {...number(0)}
            required
            {...register('petsNumber', { setValueAs: requiredNumber })}
          />
        </FormField>
        <FormField label="TDS (ppm)" hint="Optional: from a test kit." error={errors.tds?.message}>
          <input {...number(0, 0.1)} {...register('tds', { setValueAs: optionalNumber })} />
        </FormField>
        <FormField
          label="Hardness (ppm)"
          hint="Optional: 1 gpg = 17.1 ppm."
          error={errors.hardness?.message}
        >
          <input {...number(0, 0.1)} {...register('hardness', { setValueAs: optionalNumber })} />
        </FormField>
        <FormField label="Shower time (minutes per day)" error={errors.showerTime?.message}>
          <input
            {...number(0)}
            required
            {...register('showerTime', { setValueAs: requiredNumber })}
          />
        </FormField>
      </div>
      <label className="flex cursor-pointer items-center gap-3">
        <input type="checkbox" className="checkbox checkbox-primary" {...register('hasPool')} />
        <span>We have a pool</span>
      </label>
      <FormAlert
        tone="error"
        message={save.isError ? `Error saving settings: ${save.error.message}` : null}
      />
      <FormAlert tone="success" message={save.isSuccess ? SETTINGS_SAVED_MESSAGE : null} />
      <button
        type="submit"
        className="btn btn-primary self-start"
        {...busyButtonProps(isSubmitting)}
      >
        {isSubmitting ? <span className="loading loading-spinner loading-sm" /> : null}
        Save settings
      </button>
    </form>
  );
}
