import { t } from '../../messages/index.ts';
import { PlaceholderPage } from '../site/index.ts';

// /registracija: the accounts issue replaces this with the in-page account panel.
export default function RegisterPage() {
  return <PlaceholderPage title={t.pages.register} />;
}
