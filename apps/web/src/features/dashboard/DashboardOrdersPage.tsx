import { TransactionsPage } from './transactions/TransactionsPage.tsx';

// /dashboard/orders (administrators only): every user's orders and the Facebook-group tasks among them.
export default function DashboardOrdersPage() {
  return <TransactionsPage type="order" />;
}
