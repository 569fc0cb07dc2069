import type { ProductInputDraft } from '@shop/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { Field } from './form-field.tsx';
import { importanceFromSelect } from './form-values.ts';
import { ExtraImagesField, MainImageField } from './image-fields.tsx';
import { TagsField } from './tags-field.tsx';

/** Images, home-page placement (important, featured), tags and extra styling. */
export function MediaFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<ProductInputDraft>();
  return (
    <>
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="imageUrl"
          render={({ field, fieldState }) => (
            <MainImageField
              value={field.value ?? ''}
              onChange={field.onChange}
              error={fieldState.error?.message}
            />
          )}
        />
      </div>
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="imageUrls"
          render={({ field }) => (
            <ExtraImagesField value={field.value ?? []} onChange={field.onChange} />
          )}
        />
      </div>
      <Controller
        control={control}
        name="important"
        render={({ field, fieldState }) => (
          <Field
            label="Important"
            hint="Priority in the home page's top row"
            error={fieldState.error?.message}
          >
            {(props) => (
              <select
                {...props}
                name={field.name}
                ref={field.ref}
                onBlur={field.onBlur}
                value={field.value == null ? 'no' : String(field.value)}
                onChange={(event) => field.onChange(importanceFromSelect(event.target.value))}
                className="select w-full"
              >
                <option value="no">No</option>
                <option value="1">1</option>
                <option value="2">2</option>
                <option value="3">3</option>
              </select>
            )}
          </Field>
        )}
      />
      <label className="flex items-center gap-3 self-end pb-2">
        <input type="checkbox" {...register('isFeatured')} className="checkbox checkbox-primary" />
        <span className="text-sm font-medium">Featured (shown in 'Most ordered')</span>
      </label>
      <Controller
        control={control}
        name="tags"
        render={({ field, fieldState }) => (
          <TagsField
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />
      <Field
        label="Additional styling"
        hint="Extra CSS classes for the product"
        error={errors.additional?.message}
      >
        {(props) => <input {...props} {...register('additional')} className="input w-full" />}
      </Field>
    </>
  );
}
