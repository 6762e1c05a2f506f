import { t } from '../../messages/index.ts';
import { PlaceholderPage } from '../site/index.ts';

// /mano/pazymeti: bookmarked ads, built by the favourites issue.
export default function BookmarkedAdsPage() {
  return <PlaceholderPage title={t.pages.bookmarked} />;
}
