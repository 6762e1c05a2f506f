import { t } from '../../messages/index.ts';
import { PlaceholderPage } from '../site/index.ts';

// /mano/skelbimai: the user's own ads, built by the ads issue.
export default function MyAdsPage() {
  return <PlaceholderPage title={t.pages.myAds} />;
}
