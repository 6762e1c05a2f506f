import { NoticesPage } from './notices/NoticesPage.tsx';

// /dashboard/pranesimai (moderators and administrators): notices about illegal content.
export default function DashboardNoticesPage() {
  return <NoticesPage />;
}
