import type { OrderSource, OrderStatus } from '@shop/contract';
import { Download, Printer } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { busyButtonProps, unlessBusy } from '../../components/busy-button.ts';
import { FormAlert } from '../../components/form-alert.tsx';
import { AdminPageLinks, readPage } from '../../components/page-links.tsx';
import { PageLoading } from '../../components/page-loading.tsx';
import { useAdminOrders } from '../../features/admin-orders/api/search-orders.ts';
import { OrderSearchForm } from '../../features/admin-orders/components/order-search-form.tsx';
import { OrdersTable } from '../../features/admin-orders/components/orders-table.tsx';
import { PackingSlip } from '../../features/admin-orders/components/packing-slip.tsx';
import { useDownload } from '../../features/admin-orders/components/use-download.ts';
import { usePackingSlips } from '../../features/admin-orders/components/use-packing-slips.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export default function AdminOrdersPage() {
  useDocumentTitle('Orders');
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const source = params.get('source') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = readPage(params);
  const filters = {
    q: q || undefined,
    status: (status || undefined) as OrderStatus | undefined,
    source: (source || undefined) as OrderSource | undefined,
    from: from || undefined,
    to: to || undefined,
  };
  const orders = useAdminOrders({ ...filters, page, pageSize: 20 });
  const download = useDownload();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const slips = usePackingSlips();
  const select = (orderId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(orderId);
      else next.delete(orderId);
      return next;
    });

  const go = (next: Record<string, string>) =>
    setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value !== '')));

  return (
    <>
      <div className="flex flex-col gap-5 print:hidden">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold tracking-tight">Orders</h1>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-sm btn-outline"
              disabled={selected.size === 0}
              {...busyButtonProps(slips.loading)}
              onClick={unlessBusy(slips.loading, () => slips.print([...selected]))}
            >
              <Printer className="size-4" aria-hidden="true" />
              Print packing slips ({selected.size})
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline"
              {...busyButtonProps(download.busy)}
              onClick={unlessBusy(download.busy, () =>
                download.run('/admin/orders.csv', filters, 'orders.csv'),
              )}
            >
              {download.busy ? (
                <span className="loading loading-spinner loading-xs" aria-hidden="true" />
              ) : (
                <Download className="size-4" aria-hidden="true" />
              )}
              {download.busy ? 'Exporting…' : 'Export CSV'}
            </button>
          </div>
        </div>
        <FormAlert tone="error" message={download.error} />
        <FormAlert tone="error" message={slips.error} />
        <OrderSearchForm
          key={`${q}|${status}|${source}|${from}|${to}`}
          value={{ q, status, source, from, to }}
          onSearch={(next) => go({ ...next, page: '' })}
        />
        {orders.isPending ? <PageLoading label="Loading orders…" /> : null}
        {orders.isError ? <FormAlert tone="error" message={orders.error.message} /> : null}
        {orders.data ? (
          <>
            <OrdersTable
              orders={orders.data.items}
              filtered={Boolean(q || status || source || from || to || page > 1)}
              selected={selected}
              onSelect={select}
            />
            <AdminPageLinks label="Order pages" data={orders.data} />
          </>
        ) : null}
      </div>
      {slips.slips.map((order) => (
        <PackingSlip key={order._id} order={order} />
      ))}
    </>
  );
}
