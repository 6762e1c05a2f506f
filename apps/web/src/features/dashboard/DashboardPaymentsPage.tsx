import { t } from '../../messages/index.ts';
import { PlaceholderPage } from '../site/index.ts';

// /dashboard/payments (administrators only), built by the dashboard issue.
export default function DashboardPaymentsPage() {
  return <PlaceholderPage title={t.pages.dashboardPayments} />;
}
