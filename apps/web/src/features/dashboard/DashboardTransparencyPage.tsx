import { TransparencyPage } from './transparency/TransparencyPage.tsx';

// /dashboard/skaidrumas (moderators and administrators): the transparency report's counts and CSV (issue 29).
export default function DashboardTransparencyPage() {
  return <TransparencyPage />;
}
