import { t } from '../../messages/index.ts';
import { PlaceholderPage } from '../site/index.ts';

// /visi: the public list with search, built by the ads issue.
export default function AllAdsPage() {
  return <PlaceholderPage title={t.pages.allAds} />;
}
