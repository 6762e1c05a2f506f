import { t } from '../../messages/index.ts';
import { PlaceholderPage } from '../site/index.ts';

// /mano/papildymas/:id: one top-up and its payment status, built by the wallet issue.
export default function TopUpPage() {
  return <PlaceholderPage title={t.pages.topUp} />;
}
