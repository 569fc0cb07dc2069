import { type AdminProductRow, formatUsd } from '@shop/contract';
import { type FormEvent, useState } from 'react';
import { useUpdateStock } from '../api/admin-products.ts';

/** One product: stock and its low-stock threshold edited in place. */
export function StockRow({ product }: { product: AdminProductRow }) {
  const [stock, setStock] = useState(String(product.stock));
  const [threshold, setThreshold] = useState(String(product.lowStockThreshold));
  const update = useUpdateStock();
  const changed =
    stock !== String(product.stock) || threshold !== String(product.lowStockThreshold);

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate({
      id: product._id,
      body: { stock: Number(stock), lowStockThreshold: Number(threshold) },
    });
  };

  const formId = `stock-${product._id}`;
  return (
    <tr>
      <td>
        <div className="font-medium">{product.name}</div>
        <div className="font-mono text-xs text-base-content/75">{product.sku}</div>
      </td>
      <td className="hidden capitalize md:table-cell">{product.category}</td>
      <td>{formatUsd(product.price)}</td>
      <td>
        <form id={formId} onSubmit={save} />
        <input
          form={formId}
          type="number"
          min={0}
          className="input input-sm w-20"
          aria-label={`Stock of ${product.name}`}
          value={stock}
          onChange={(event) => setStock(event.target.value)}
          required
        />
        {product.lowStock ? <span className="badge badge-warning ml-2">Low</span> : null}
      </td>
      <td>
        <input
          form={formId}
          type="number"
          min={0}
          className="input input-sm w-20"
          aria-label={`Low-stock threshold of ${product.name}`}
          value={threshold}
          onChange={(event) => setThreshold(event.target.value)}
          required
        />
      </td>
      <td className="hidden md:table-cell">{product.isFeatured ? 'Yes' : 'No'}</td>
      <td className="hidden md:table-cell">{product.important ?? '—'}</td>
      <td>
        <button
          form={formId}
          type="submit"
          className="btn btn-sm btn-primary"
          disabled={!changed || update.isPending}
          aria-label={`Save stock of ${product.name}`}
        >
          Save
        </button>
        {update.error ? (
          <p role="alert" className="mt-1 text-xs text-error">
            {update.error.message}
          </p>
        ) : null}
      </td>
    </tr>
  );
}
