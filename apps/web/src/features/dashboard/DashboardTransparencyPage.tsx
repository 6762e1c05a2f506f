import { TransparencyPage } from './transparency/TransparencyPage.tsx';

// /dashboard/skaidrumas (moderators and administrators): the transparency report's counts and CSV.
export default function DashboardTransparencyPage() {
  return <TransparencyPage />;
}
