import { MAX_WARRANTY_YEARS, type ProductInputDraft } from '@shop/contract';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { Field } from './form-field.tsx';
import { optionalNumber } from './form-values.ts';
import { PartsPicker } from './parts-picker.tsx';

/**
 * Type none, part (replacement months) or filter (filter type and parts): SPEC.md section 4; and
 * the warranty any product may carry (decision 075).
 */
export function TypeFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProductInputDraft>();
  const type = useWatch({ control, name: 'type' });

  return (
    <>
      <Field label="Type" error={errors.type?.message}>
        {(props) => (
          <select {...props} {...register('type')} className="select w-full">
            <option value="none">None</option>
            <option value="part">Part</option>
            <option value="filter">Filter</option>
          </select>
        )}
      </Field>
      <Field
        label="Warranty (years)"
        hint="Leave empty for no warranty."
        error={errors.warrantyYears?.message}
      >
        {(props) => (
          <input
            {...props}
            {...register('warrantyYears', { setValueAs: optionalNumber })}
            type="number"
            min={1}
            max={MAX_WARRANTY_YEARS}
            step={1}
            className="input w-full"
          />
        )}
      </Field>
      {type === 'part' ? (
        <>
          <Field label="Quick replacement (months)" error={errors.quickReplaceMonths?.message}>
            {(props) => (
              <input
                {...props}
                {...register('quickReplaceMonths', { setValueAs: optionalNumber })}
                type="number"
                min={1}
                step={1}
                className="input w-full"
              />
            )}
          </Field>
          <Field label="Slow replacement (months)" error={errors.slowReplaceMonths?.message}>
            {(props) => (
              <input
                {...props}
                {...register('slowReplaceMonths', { setValueAs: optionalNumber })}
                type="number"
                min={1}
                step={1}
                className="input w-full"
              />
            )}
          </Field>
        </>
      ) : null}
      {type === 'filter' ? (
        <>
          <Field label="Filter type" error={errors.filterType?.message}>
            {(props) => (
              <select {...props} {...register('filterType')} className="select w-full">
                <option value="none">None</option>
                <option value="undersink">Under-sink</option>
                <option value="wholehouse">Whole-house</option>
              </select>
            )}
          </Field>
          <div className="sm:col-span-2">
            <Controller
              control={control}
              name="parts"
              render={({ field, fieldState }) => (
                <PartsPicker
                  value={field.value ?? []}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          </div>
        </>
      ) : null}
    </>
  );
}
