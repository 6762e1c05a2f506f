import { t } from '../../messages/index.ts';
import { PlaceholderPage } from '../site/index.ts';

// /mano/paskyra: account details, built by the accounts issue.
export default function AccountPage() {
  return <PlaceholderPage title={t.pages.account} />;
}
