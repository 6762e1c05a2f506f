import { OverviewPage } from './overview/OverviewPage.tsx';

// /dashboard: the start page of moderators and administrators.
export default function DashboardPage() {
  return <OverviewPage />;
}
