import { PostsPage } from './posts/PostsPage.tsx';

// /dashboard/posts: ads and their reports (moderators and administrators).
export default function DashboardPostsPage() {
  return <PostsPage />;
}
