import { AdminPage } from '../../features/admin/components/admin-page.tsx';
import { DashboardStats } from '../../features/admin-dashboard/components/dashboard-stats.tsx';
import { ForecastSection } from '../../features/admin-dashboard/components/forecast-section.tsx';
import { SubscriptionSummaryCards } from '../../features/admin-subscriptions/components/subscription-summary-cards.tsx';

/** /admin: the owner's day at a glance and the replacement-parts forecast. */
export default function AdminDashboardPage() {
  return (
    <AdminPage title="Dashboard">
      <div className="space-y-10">
        <DashboardStats />
        <SubscriptionSummaryCards />
        <ForecastSection />
      </div>
    </AdminPage>
  );
}
