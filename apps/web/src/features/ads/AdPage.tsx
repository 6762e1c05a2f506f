import { t } from '../../messages/index.ts';
import { PlaceholderPage } from '../site/index.ts';

// /skelbimas/:id: the single ad, built by the ads issue.
export default function AdPage() {
  return <PlaceholderPage title={t.pages.ad} />;
}
