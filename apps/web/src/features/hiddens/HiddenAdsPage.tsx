import { t } from '../../messages/index.ts';
import { PlaceholderPage } from '../site/index.ts';

// /mano/paslepti: hidden ads, built by the favourites issue.
export default function HiddenAdsPage() {
  return <PlaceholderPage title={t.pages.hidden} />;
}
