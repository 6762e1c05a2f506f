import { t } from '../../messages/index.ts';
import { PlaceholderPage } from '../site/index.ts';

// /dashboard/posts: ads and their reports (moderators and administrators), built by the dashboard issue.
export default function DashboardPostsPage() {
  return <PlaceholderPage title={t.pages.dashboardPosts} />;
}
