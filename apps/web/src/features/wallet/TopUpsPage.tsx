import { t } from '../../messages/index.ts';
import { PlaceholderPage } from '../site/index.ts';

// /mano/papildymai: the user's top-ups, built by the wallet issue.
export default function TopUpsPage() {
  return <PlaceholderPage title={t.pages.topUps} />;
}
