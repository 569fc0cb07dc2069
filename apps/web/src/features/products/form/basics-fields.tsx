import { CATEGORIES, type ProductInputDraft } from '@shop/contract';
import { useFormContext } from 'react-hook-form';
import { Field } from './form-field.tsx';

const CATEGORY_LABELS: Record<(typeof CATEGORIES)[number], string> = {
  commercial: 'Commercial',
  residential: 'Residential',
  'test kit': 'Test kit',
};

/** Name, SKU, price, stock, category and description (all required but category has a default). */
export function BasicsFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ProductInputDraft>();
  return (
    <>
      <Field label="Name" error={errors.name?.message} className="sm:col-span-2">
        {(props) => <input {...props} {...register('name')} required className="input w-full" />}
      </Field>
      <Field label="SKU" error={errors.sku?.message}>
        {(props) => <input {...props} {...register('sku')} required className="input w-full" />}
      </Field>
      <Field label="Category" error={errors.category?.message}>
        {(props) => (
          <select {...props} {...register('category')} className="select w-full">
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {CATEGORY_LABELS[category]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Price (USD)" error={errors.price?.message}>
        {(props) => (
          <input
            {...props}
            {...register('price', { valueAsNumber: true })}
            type="number"
            step={0.01}
            min={0}
            required
            inputMode="decimal"
            className="input w-full"
          />
        )}
      </Field>
      <Field label="Stock" error={errors.stock?.message}>
        {(props) => (
          <input
            {...props}
            {...register('stock', { valueAsNumber: true })}
            type="number"
            step={1}
            min={0}
            required
            inputMode="numeric"
            className="input w-full"
          />
        )}
      </Field>
      <Field label="Description" error={errors.description?.message} className="sm:col-span-2">
        {(props) => (
          <textarea
            {...props}
            {...register('description')}
            required
            rows={5}
            className="textarea w-full"
          />
        )}
      </Field>
    </>
  );
}
