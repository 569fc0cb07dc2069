import type { ChangeEvent } from 'react';
import { FormField } from '../../../components/form-field.tsx';
import { convertHardness, type HardnessUnit } from '../model/tracker-form-values.ts';
import { numberOrNull, type TrackerForm } from './tracker-form-types.ts';
import { useEstimateFill } from './use-estimate-fill.ts';

const WATER_SOURCES = [
  { value: 'municipal', label: 'Municipal' },
  { value: 'well', label: 'Well' },
  { value: 'other', label: 'Other' },
] as const;

/** ZIP, water source, and TDS/hardness typed in or estimated from the ZIP (SPEC.md 3, 5, 9). */
export function WaterFields({ form }: { form: TrackerForm }) {
  const { register, watch, getValues, setValue, formState } = form;
  const useEstimate = Boolean(watch('useEstimate'));
  const estimateNote = useEstimateFill(form);
  const unitField = register('hardnessUnit');

  const switchUnit = (event: ChangeEvent<HTMLSelectElement>) => {
    const from = getValues('hardnessUnit') as HardnessUnit;
    const to = event.target.value as HardnessUnit;
    const current = numberOrNull(getValues('hardness'));
    setValue('hardness', convertHardness(current, from, to));
    return unitField.onChange(event);
  };

  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold">Your water</legend>
      <FormField label="ZIP code" error={formState.errors.zipCode?.message}>
        <input
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          {...register('zipCode')}
        />
      </FormField>
      <FormField label="Water source" error={formState.errors.waterSource?.message}>
        <select className="select w-full" {...register('waterSource')}>
          {WATER_SOURCES.map((source) => (
            <option key={source.value} value={source.value}>
              {source.label}
            </option>
          ))}
        </select>
      </FormField>
      <label className="flex cursor-pointer items-center gap-2 sm:col-span-2">
        <input
          type="checkbox"
          className="checkbox checkbox-primary checkbox-sm"
          {...register('useEstimate')}
        />
        Use the estimate for my ZIP code
      </label>
      {estimateNote ? (
        <p className="text-xs text-base-content/75 sm:col-span-2" aria-live="polite">
          {estimateNote}
        </p>
      ) : null}
      <FormField label="TDS (ppm)" error={formState.errors.tds?.message}>
        <input
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          disabled={useEstimate}
          {...register('tds', { setValueAs: numberOrNull })}
        />
      </FormField>
      <div className="grid grid-cols-[1fr_auto] items-end gap-2">
        <FormField label="Hardness" error={formState.errors.hardness?.message}>
          <input
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            disabled={useEstimate}
            {...register('hardness', { setValueAs: numberOrNull })}
          />
        </FormField>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Unit
          <select className="select w-24" {...unitField} onChange={switchUnit}>
            <option value="gpg">gpg</option>
            <option value="ppm">ppm</option>
          </select>
        </label>
      </div>
    </fieldset>
  );
}
