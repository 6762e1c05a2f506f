import { t } from '../../messages/index.ts';
import { PlaceholderPage } from '../site/index.ts';

// /new: the ad form, built by the ads issue.
export default function NewAdPage() {
  return <PlaceholderPage title={t.pages.newAd} />;
}
