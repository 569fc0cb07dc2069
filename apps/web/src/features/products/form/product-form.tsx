import type { Product, ProductInput, ProductInputDraft } from '@shop/contract';
import type { FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { useOneAtATime } from '../../../lib/use-one-at-a-time.ts';
import { useSaveProduct } from '../api/save-product.ts';
import { BasicsFields } from './basics-fields.tsx';
import { formDefaults, productFormResolver } from './form-values.ts';
import { MediaFields } from './media-fields.tsx';
import { TypeFields } from './type-fields.tsx';

interface ProductFormProps {
  /** The product being edited; a new one is created when absent. */
  product?: Product;
  onSaved: (product: Product) => void;
}

export function ProductForm({ product, onSaved }: ProductFormProps) {
  const form = useForm<ProductInputDraft, unknown, ProductInput>({
    resolver: productFormResolver,
    defaultValues: formDefaults(product),
  });
  const save = useSaveProduct(product?._id);
  const oneAtATime = useOneAtATime();
  const busy = form.formState.isSubmitting || save.isPending;

  const saveValid = form.handleSubmit(async (input) => {
    const saved = await save.mutateAsync(input).catch(() => null);
    if (saved) onSaved(saved);
  });
  // The check before the save is asynchronous: a double-click's second press would pass a
  // button that only shows busy once the first press's check has begun, and create it twice.
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    oneAtATime((done) => void saveValid(event).finally(done));
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={unlessBusy(busy, onSubmit)} noValidate className="space-y-6">
        <Section title="Product">
          <BasicsFields />
        </Section>
        <Section title="Type">
          <TypeFields />
        </Section>
        <Section title="Images and display">
          <MediaFields />
        </Section>
        {save.isError ? (
          <div role="alert" className="alert alert-error">
            <span>The product was not saved: {save.error.message}</span>
          </div>
        ) : null}
        <div className="flex justify-end">
          <button type="submit" className="btn btn-primary min-w-40" {...busyButtonProps(busy)}>
            {busy ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : null}
            {product ? 'Save changes' : 'Create product'}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="rounded-box border border-base-300 bg-base-100 p-4 sm:p-6">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
