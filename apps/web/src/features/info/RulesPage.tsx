import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { ContentSections } from '../../components/ContentSections.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { portalRules, privacyPolicy } from '../../messages/content/index.ts';
import { t } from '../../messages/index.ts';
import { usePageTitle } from '../site/index.ts';
import { useSiteFacts } from './useSiteFacts.ts';

/** /rules: the portal rules and the privacy policy (the account panel's consent note links here). */
export default function RulesPage() {
  usePageTitle(t.pages.rules);
  const site = useSiteFacts();
  return (
    <>
      <PageHeading>{t.pages.rules}</PageHeading>
      <Typography variant="h5" component="h2" id="taisykles" sx={{ mb: 2 }}>
        {t.info.rulesHeading}
      </Typography>
      <ContentSections sections={portalRules(site)} level={3} />
      <Divider sx={{ my: 4 }} />
      <Typography variant="h5" component="h2" id="privatumas" sx={{ mb: 2 }}>
        {t.info.privacyHeading}
      </Typography>
      <ContentSections sections={privacyPolicy(site)} level={3} />
    </>
  );
}
