import { ContentSections } from '../../components/ContentSections.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { paths } from '../../lib/paths.ts';
import { adTips } from '../../messages/content/index.ts';
import { tinfo } from '../../messages/info.ts';
import { t } from '../../messages/lt.ts';
import { ButtonLink } from '../../ui/Button/Button.tsx';
import { Stack } from '../../ui/Layout/Layout.tsx';
import { Text } from '../../ui/Text/Text.tsx';
import { usePageTitle } from '../site/index.ts';
import styles from './InspirePage.module.css';

/** /inspire: how to write an ad that gets answers. */
export default function InspirePage() {
  usePageTitle(t.pages.inspire);
  return (
    <>
      <PageHeading>{t.pages.inspire}</PageHeading>
      <Text tone="secondary" className={styles.intro}>
        {tinfo.inspireIntro}
      </Text>
      <ContentSections sections={adTips} />
      <Stack direction="rowFromSm" gap={1.5}>
        <ButtonLink to={paths.newAd} variant="primary">
          {t.nav.newAd}
        </ButtonLink>
        <ButtonLink to={paths.pricing} variant="secondary">
          {t.nav.pricing}
        </ButtonLink>
      </Stack>
    </>
  );
}
