import { t } from '../../messages/index.ts';
import { PlaceholderPage } from '../site/index.ts';

// /testing/payment: the test provider's hosted page, built by the wallet issue.
export default function PaymentTestPage() {
  return <PlaceholderPage title={t.pages.paymentTest} />;
}
