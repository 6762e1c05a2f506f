import { t } from '../../messages/index.ts';
import { PlaceholderPage } from '../site/index.ts';

// /dashboard/users (administrators only), built by the dashboard issue.
export default function DashboardUsersPage() {
  return <PlaceholderPage title={t.pages.dashboardUsers} />;
}
