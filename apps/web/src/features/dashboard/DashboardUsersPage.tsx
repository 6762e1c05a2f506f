import { UsersPage } from './users/UsersPage.tsx';

// /dashboard/users: administrators manage users; moderators only block and unblock ordinary ones (DECISIONS #47).
export default function DashboardUsersPage() {
  return <UsersPage />;
}
