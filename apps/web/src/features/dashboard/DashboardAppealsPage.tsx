import { AppealsPage } from './appeals/AppealsPage.tsx';

// /dashboard/skundai (moderators and administrators): appeals of moderation decisions (issue 29).
export default function DashboardAppealsPage() {
  return <AppealsPage />;
}
