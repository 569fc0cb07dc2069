import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useDashboard } from '../api/admin-dashboard.ts';
import { SalesCard } from './sales-card.tsx';
import { SalesChart } from './sales-chart.tsx';

/**
 * Net sales for today, 7 and 30 of the shop's days, the last 30 days against the 30 before, and
 * what needs the owner's attention. Every number opens the list it counts.
 */
export function DashboardStats() {
  const dashboard = useDashboard();
  if (dashboard.error) return <FormAlert tone="error" message={dashboard.error.message} />;
  if (!dashboard.data) return <PageLoading label="Loading the dashboard…" />;
  const { today, last7Days, last30Days } = dashboard.data;
  const sales = [
    { label: 'Today', sales: today },
    { label: 'Last 7 days', sales: last7Days },
    { label: 'Last 30 days', sales: last30Days },
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
    {
      label: 'Messages that failed',
      value: dashboard.data.failedMessages,
      to: '/admin/messages?status=failed',
    },
  ];
  return (
    <section aria-label="Sales and attention" className="space-y-4">
      <ul className="grid gap-3 sm:grid-cols-3">
        {sales.map((period) => (
          <li key={period.label}>
            <SalesCard label={period.label} sales={period.sales} />
          </li>
        ))}
      </ul>
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
      <SalesChart salesByDay={dashboard.data.salesByDay} timeZone={dashboard.data.timeZone} />
    </section>
  );
}
