import { AppealsPage } from './appeals/AppealsPage.tsx';

// /dashboard/skundai (moderators and administrators): appeals of moderation decisions.
export default function DashboardAppealsPage() {
  return <AppealsPage />;
}
