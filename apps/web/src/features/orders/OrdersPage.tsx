import { t } from '../../messages/index.ts';
import { PlaceholderPage } from '../site/index.ts';

// /mano/uzsakymai: the user's orders, built by the wallet issue.
export default function OrdersPage() {
  return <PlaceholderPage title={t.pages.orders} />;
}
