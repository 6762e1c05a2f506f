import { t } from '../../messages/index.ts';
import { PlaceholderPage } from '../site/index.ts';

// /dashboard: the start page of moderators and administrators, built by the dashboard issue.
export default function DashboardPage() {
  return <PlaceholderPage title={t.pages.dashboard} />;
}
