import { t } from '../../messages/lt.ts';
import { tsv } from '../../messages/saved.ts';
import { SavedAdsView } from './SavedAdsView.tsx';

// /mano/paslepti: the viewer's hidden ads; each card's 'Rodyti' brings an ad back into the lists.
export default function HiddenAdsPage() {
  return <SavedAdsView kind="hidden" title={t.pages.hidden} intro={tsv.hiddenIntro} emptyText={tsv.hiddenEmpty} />;
}
