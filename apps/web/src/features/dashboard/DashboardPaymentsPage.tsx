import { TransactionsPage } from './transactions/TransactionsPage.tsx';

// /dashboard/payments (administrators only): every user's top-ups.
export default function DashboardPaymentsPage() {
  return <TransactionsPage type="payment" />;
}
