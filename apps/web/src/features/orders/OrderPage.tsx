import { t } from '../../messages/index.ts';
import { PlaceholderPage } from '../site/index.ts';

// /mano/uzsakymas/:id: one order, built by the wallet issue.
export default function OrderPage() {
  return <PlaceholderPage title={t.pages.order} />;
}
