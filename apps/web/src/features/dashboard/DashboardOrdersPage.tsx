import { t } from '../../messages/index.ts';
import { PlaceholderPage } from '../site/index.ts';

// /dashboard/orders (administrators only), built by the dashboard issue.
export default function DashboardOrdersPage() {
  return <PlaceholderPage title={t.pages.dashboardOrders} />;
}
