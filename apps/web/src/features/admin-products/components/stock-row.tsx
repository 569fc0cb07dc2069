import { type AdminProductRow, formatUsd } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { busyButtonProps, unlessBusy } from '../../../components/busy-button.ts';
import { paths } from '../../../lib/paths.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useOneAtATime } from '../../../lib/use-one-at-a-time.ts';
import { useUpdateStock } from '../api/admin-products.ts';
import { StockBadge } from './stock-badge.tsx';

/**
 * One product: stock and its low-stock threshold edited in place. A field the admin has not
 * touched follows the list (so a sale shows up); the save says which stock it replaces, and when
 * that changed meanwhile the server refuses (409), the list is refreshed and the admin's number
 * stays for them to save again over the new one.
 */
export function StockRow({ product }: { product: AdminProductRow }) {
  const may = useCan();
  const [stockDraft, setStockDraft] = useState<string | null>(null);
  const [thresholdDraft, setThresholdDraft] = useState<string | null>(null);
  const stock = stockDraft ?? String(product.stock);
  const threshold = thresholdDraft ?? String(product.lowStockThreshold);
  const update = useUpdateStock();
  // A double-click's second save named the stock the first had just replaced: a false 409.
  const oneAtATime = useOneAtATime();
  const changed =
    stock !== String(product.stock) || threshold !== String(product.lowStockThreshold);
  // Nothing to save, or saving: presses do nothing, but the button keeps the focus it has (a
  // disabled one dropped it to the page the moment its save began, and again once it was in).
  const inert = !changed || update.isPending;

  const save = (event: FormEvent) => {
    event.preventDefault();
    oneAtATime((done) =>
      update.mutate(
        {
          id: product._id,
          body: {
            stock: Number(stock),
            expectedStock: product.stock,
            lowStockThreshold: Number(threshold),
          },
        },
        {
          onSuccess: () => {
            setStockDraft(null);
            setThresholdDraft(null);
          },
          onSettled: done,
        },
      ),
    );
  };

  const formId = `stock-${product._id}`;
  return (
    <tr>
      <td>
        {may('products:write') ? (
          <Link
            to={paths.createProduct}
            state={{ product: { _id: product._id } }}
            className="link link-primary font-medium"
          >
            {product.name}
          </Link>
        ) : (
          <span className="font-medium">{product.name}</span>
        )}
        <div className="font-mono text-xs text-base-content/75">{product.sku}</div>
      </td>
      <td className="hidden capitalize md:table-cell">{product.category}</td>
      <td data-label="Price">{formatUsd(product.price)}</td>
      <td data-label="Stock">
        <form id={formId} onSubmit={unlessBusy(inert, save)} />
        <span className="flex items-center gap-2">
          <input
            form={formId}
            type="number"
            min={0}
            className="input input-sm w-20"
            aria-label={`Stock of ${product.name}`}
            value={stock}
            onChange={(event) => setStockDraft(event.target.value)}
            required
          />
          <StockBadge product={product} />
        </span>
      </td>
      <td data-label="Low at">
        <input
          form={formId}
          type="number"
          min={0}
          className="input input-sm w-20"
          aria-label={`Low-stock threshold of ${product.name}`}
          value={threshold}
          onChange={(event) => setThresholdDraft(event.target.value)}
          required
        />
      </td>
      <td className="hidden md:table-cell">{product.isFeatured ? 'Yes' : 'No'}</td>
      <td className="hidden md:table-cell">{product.important ?? '—'}</td>
      <td>
        <button
          form={formId}
          type="submit"
          className="btn btn-sm btn-primary max-sm:w-full"
          {...busyButtonProps(inert)}
          aria-busy={update.isPending || undefined}
          aria-label={`Save stock of ${product.name}`}
        >
          Save
        </button>
        {update.error ? (
          <p role="alert" className="mt-1 max-w-xs text-xs text-error">
            {update.error.message}
          </p>
        ) : null}
      </td>
    </tr>
  );
}
