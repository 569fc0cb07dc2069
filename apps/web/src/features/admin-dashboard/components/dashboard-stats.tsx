import { formatUsd } from '@shop/contract';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useDashboard } from '../api/admin-dashboard.ts';

/** Sales for today, 7 and 30 days, and what needs the owner's attention. */
export function DashboardStats() {
  const dashboard = useDashboard();
  if (dashboard.error) return <FormAlert tone="error" message={dashboard.error.message} />;
  if (!dashboard.data) return <PageLoading label="Loading the dashboard…" />;
  const { today, last7Days, last30Days } = dashboard.data;
  const sales = [
    { label: 'Today', ...today },
    { label: 'Last 7 days', ...last7Days },
    { label: 'Last 30 days', ...last30Days },
  ];
  const attention = [
    {
      label: 'Orders to ship',
      value: dashboard.data.ordersToShip,
      to: '/admin/orders?status=Pending',
    },
    {
      label: 'Products at low stock',
      value: dashboard.data.lowStockProducts,
      to: '/admin/products?lowStock=true',
    },
    { label: 'Messages that failed', value: dashboard.data.failedMessages, to: '/admin/messages' },
  ];
  return (
    <section aria-label="Sales and attention" className="space-y-4">
      <div className="stats stats-vertical w-full border border-base-300 bg-base-100 sm:stats-horizontal">
        {sales.map((period) => (
          <div key={period.label} className="stat">
            <div className="stat-title text-base-content/80">{period.label}</div>
            <div className="stat-value text-2xl">{formatUsd(period.sales)}</div>
            <div className="stat-desc text-base-content/80">
              {period.orders} {period.orders === 1 ? 'order' : 'orders'}
            </div>
          </div>
        ))}
      </div>
      <ul className="grid gap-3 sm:grid-cols-3">
        {attention.map((item) => (
          <li key={item.label}>
            <Link
              to={item.to}
              className="flex items-center justify-between rounded-box border border-base-300 bg-base-100 p-4 hover:bg-base-200"
            >
              <span>{item.label}</span>
              <span className="text-2xl font-bold">{item.value}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
