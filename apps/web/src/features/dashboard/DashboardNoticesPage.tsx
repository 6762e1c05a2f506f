import { NoticesPage } from './notices/NoticesPage.tsx';

// /dashboard/pranesimai (moderators and administrators): notices about illegal content (issue 29).
export default function DashboardNoticesPage() {
  return <NoticesPage />;
}
