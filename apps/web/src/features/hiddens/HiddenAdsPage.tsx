import { t } from '../../messages/index.ts';
import { SavedAdsPage } from '../saved/pages.ts';

// /mano/paslepti: the viewer's hidden ads; each card's 'Rodyti' brings an ad back into the lists.
export default function HiddenAdsPage() {
  return (
    <SavedAdsPage kind="hidden" title={t.pages.hidden} intro={t.saved.hiddenIntro} emptyText={t.saved.hiddenEmpty} />
  );
}
