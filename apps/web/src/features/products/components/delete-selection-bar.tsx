import type { ProductCard } from '@shop/contract';
import { Trash2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { useDeleteProducts } from '../api/delete-products.ts';

interface DeleteSelectionBarProps {
  products: ProductCard[];
  selectedIds: ReadonlySet<string>;
  onDeleted: (productIds: string[]) => void;
}

/** The delete mode's one button: deletes every checked product after a confirmation. */
export function DeleteSelectionBar({ products, selectedIds, onDeleted }: DeleteSelectionBarProps) {
  const deletion = useDeleteProducts();
  const count = selectedIds.size;
  const nameOf = (id: string) => products.find((product) => product._id === id)?.name ?? id;

  async function handleDelete() {
    const noun = count === 1 ? 'product' : 'products';
    if (!window.confirm(`Delete ${count} ${noun}? This cannot be undone.`)) return;
    const outcome = await deletion.mutateAsync([...selectedIds]);
    onDeleted(outcome.deletedIds);
  }

  const failures = deletion.data?.failures ?? [];
  // Once nothing is ticked the button is disabled, which drops its presser's focus to the page:
  // the focus goes to what happened instead (issue 40.19).
  const outcome = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (deletion.data) outcome.current?.focus();
  }, [deletion.data]);
  return (
    <div className="sticky top-16 z-20 mb-6 rounded-box border border-base-300 bg-base-100 p-3 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-base-content/80">
          {count === 0 ? 'Tick the products to delete.' : `${count} selected`}
        </p>
        <button
          type="button"
          className="btn btn-error"
          disabled={count === 0}
          {...busyButtonProps(deletion.isPending)}
          onClick={unlessBusy(deletion.isPending, handleDelete)}
        >
          {deletion.isPending ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : (
            <Trash2 className="size-5" aria-hidden="true" />
          )}
          Delete selected ({count})
        </button>
      </div>
      {deletion.isSuccess && failures.length === 0 ? (
        <p
          ref={(element) => {
            outcome.current = element;
          }}
          role="status"
          tabIndex={-1}
          className="mt-2 text-sm text-success"
        >
          {deletion.data.deletedIds.length} deleted.
        </p>
      ) : null}
      {failures.length > 0 ? (
        <ul
          ref={(element) => {
            outcome.current = element;
          }}
          role="alert"
          tabIndex={-1}
          className="mt-2 space-y-1 text-sm text-error"
        >
          {failures.map((failure) => (
            <li key={failure.productId}>
              {nameOf(failure.productId)}: {failure.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
