import { ContentSections } from '../../components/ContentSections.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { portalRules, privacyPolicy } from '../../messages/content/index.ts';
import { tinfo } from '../../messages/info.ts';
import { t } from '../../messages/lt.ts';
import { Divider } from '../../ui/Layout/Layout.tsx';
import { Heading } from '../../ui/Text/Text.tsx';
import { usePageTitle } from '../site/index.ts';
import styles from './RulesPage.module.css';
import { useSiteFacts } from './useSiteFacts.ts';

/** /rules: the portal rules and the privacy policy (the account panel's consent note links here). */
export default function RulesPage() {
  usePageTitle(t.pages.rules);
  const site = useSiteFacts();
  return (
    <>
      <PageHeading>{t.pages.rules}</PageHeading>
      <Heading level={2} size="h5" id="taisykles" className={styles.heading}>
        {tinfo.rulesHeading}
      </Heading>
      <ContentSections sections={portalRules(site)} level={3} />
      <Divider className={styles.rule} />
      <Heading level={2} size="h5" id="privatumas" className={styles.heading}>
        {tinfo.privacyHeading}
      </Heading>
      <ContentSections sections={privacyPolicy(site)} level={3} />
    </>
  );
}
