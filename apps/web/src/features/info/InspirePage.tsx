import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { ContentSections } from '../../components/ContentSections.tsx';
import { PageHeading } from '../../components/PageHeading.tsx';
import { paths } from '../../lib/paths.ts';
import { adTips } from '../../messages/content/index.ts';
import { t } from '../../messages/index.ts';
import { usePageTitle } from '../site/index.ts';

/** /inspire: how to write an ad that gets answers. */
export default function InspirePage() {
  usePageTitle(t.pages.inspire);
  return (
    <>
      <PageHeading>{t.pages.inspire}</PageHeading>
      <Typography sx={{ mb: 3, maxWidth: 780 }} color="textSecondary">
        {t.info.inspireIntro}
      </Typography>
      <ContentSections sections={adTips} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button component={Link} to={paths.newAd} variant="contained">
          {t.nav.newAd}
        </Button>
        <Button component={Link} to={paths.pricing} variant="outlined">
          {t.nav.pricing}
        </Button>
      </Stack>
    </>
  );
}
