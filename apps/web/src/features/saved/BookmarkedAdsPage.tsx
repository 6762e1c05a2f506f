import { t } from '../../messages/lt.ts';
import { tsv } from '../../messages/saved.ts';
import { SavedAdsView } from './SavedAdsView.tsx';

// /mano/pazymeti: the viewer's bookmarked ads (server for a signed-in user, this browser for a guest).
export default function BookmarkedAdsPage() {
  return (
    <SavedAdsView
      kind="favorites"
      title={t.pages.bookmarked}
      intro={tsv.bookmarkedIntro}
      emptyText={tsv.bookmarkedEmpty}
    />
  );
}
