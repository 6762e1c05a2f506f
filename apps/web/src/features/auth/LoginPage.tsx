import { t } from '../../messages/index.ts';
import { PlaceholderPage } from '../site/index.ts';

// /prisijungimas: the accounts issue replaces this with the in-page account panel.
export default function LoginPage() {
  return <PlaceholderPage title={t.pages.login} />;
}
