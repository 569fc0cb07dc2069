import type { Discount } from '@shop/contract';
import { useState } from 'react';
import { dataTableClass } from '../../../components/data-table.ts';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { Pagination } from '../../../components/pagination.tsx';
import { useShopTimeZone } from '../../../components/shop-time-zone.ts';
import { useDeleteDiscount, useDiscounts } from '../api/admin-discounts.ts';
import { shopDayOfIso } from './discount-fields.ts';
import { DiscountForm } from './discount-form.tsx';

/** The codes with their use, a form to add or change one, and delete with a confirmation. */
export function DiscountsTable() {
  const timeZone = useShopTimeZone();
  const day = (iso: string | null) => shopDayOfIso(iso, timeZone) || '—';
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Discount | 'new' | null>(null);
  const discounts = useDiscounts(page);
  const remove = useDeleteDiscount();

  const confirmDelete = (discount: Discount) => {
    if (window.confirm(`Delete the code ${discount.code}? Orders placed with it keep it.`)) {
      remove.mutate(discount._id);
    }
  };

  return (
    <section aria-label="Discount codes" className="space-y-4">
      {editing ? (
        <DiscountForm
          key={editing === 'new' ? 'new' : editing._id}
          editing={editing === 'new' ? undefined : editing}
          onDone={() => setEditing(null)}
        />
      ) : (
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing('new')}>
          New discount code
        </button>
      )}
      <FormAlert tone="error" message={discounts.error?.message ?? remove.error?.message} />
      {discounts.data ? (
        <>
          {discounts.data.items.length === 0 ? (
            <p className="rounded-box bg-base-200 p-6 text-center">No discount codes yet.</p>
          ) : (
            <div className="relative w-0 min-w-full overflow-x-auto rounded-box border border-base-300 bg-base-100">
              <table className={dataTableClass}>
                <thead>
                  <tr>
                    <th>Code</th>
                    <th>Discount</th>
                    <th>Dates</th>
                    <th>Used</th>
                    <th>Status</th>
                    <th>
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {discounts.data.items.map((discount) => (
                    <tr key={discount._id}>
                      <td className="font-mono font-semibold">{discount.code}</td>
                      <td>{discount.description}</td>
                      <td className="whitespace-nowrap">
                        {day(discount.startsAt)} to {day(discount.endsAt)}
                      </td>
                      <td>
                        {discount.usedCount}
                        {discount.usageLimit ? ` of ${discount.usageLimit}` : ''}
                        {discount.perCustomerLimit ? ` (${discount.perCustomerLimit} each)` : ''}
                      </td>
                      <td>
                        <span
                          className={`badge ${discount.active ? 'badge-success' : 'badge-ghost'}`}
                        >
                          {discount.active ? 'Active' : 'Off'}
                        </span>
                      </td>
                      <td className="whitespace-nowrap">
                        <button
                          type="button"
                          className="btn btn-ghost btn-xs"
                          aria-label={`Edit ${discount.code}`}
                          onClick={() => setEditing(discount)}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          className="btn btn-ghost btn-xs"
                          aria-label={`Delete ${discount.code}`}
                          onClick={() => confirmDelete(discount)}
                        >
                          Delete
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pagination
            label="Discount pages"
            page={discounts.data.page}
            pageSize={discounts.data.pageSize}
            total={discounts.data.total}
            onPage={setPage}
          />
        </>
      ) : discounts.isPending ? (
        <PageLoading label="Loading discount codes…" />
      ) : null}
    </section>
  );
}
