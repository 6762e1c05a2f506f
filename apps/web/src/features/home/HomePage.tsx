import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { useIsPhone } from '../../app/layout/useIsPhone.ts';
import { focusRingOnPrimary } from '../../components/focusRing.ts';
import { ButtonContent, buttonClassName } from '../../components/PlainButton.tsx';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/index.ts';
import { SearchBar } from '../search/index.ts';
import { usePageTitle, useSiteInfo } from '../site/index.ts';
import { CategoryTiles } from './CategoryTiles.tsx';
import { NewestAds } from './NewestAds.tsx';
import { ShowcaseSection } from './ShowcaseSection.tsx';

/**
 * '/': a short welcome, the category tiles, the showcase (when anyone paid for it) and the newest ads.
 * Kept light: it is the page most visitors land on.
 */
export default function HomePage() {
  usePageTitle();
  const site = useSiteInfo().data;
  const siteName = site?.siteName || t.app.fallbackSiteName;
  const phone = useIsPhone();
  return (
    <>
      <Paper
        variant="outlined"
        sx={[
          { p: { xs: 2, sm: 4 }, mb: { xs: 2, sm: 4 }, bgcolor: 'primary.main', color: 'primary.contrastText' },
          focusRingOnPrimary,
        ]}
      >
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2.125rem' }, fontWeight: 600 }}>
          {t.home.welcomeTitle(siteName)}
        </Typography>
        <Typography sx={{ mt: 1, maxWidth: 720, opacity: 0.95 }}>
          {site?.townName ? t.home.welcomeText(site.townName) : t.home.welcomeTextNoTown}
        </Typography>
        {/* On a phone the toolbar has only a search icon: the home page, where most visitors land, offers the field
          itself (the toolbar's bar, with its suggestions; it searches /visi). */}
        {phone && (
          <Box sx={{ mt: 2 }} data-testid="home-search">
            <SearchBar />
          </Box>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2.5 }}>
          <Link to={paths.newAd} className={buttonClassName('contained-secondary')}>
            <ButtonContent startIcon="add">{t.nav.newAd}</ButtonContent>
          </Link>
          <Link to={paths.allAds} className={buttonClassName('outlined-inherit')}>
            {t.home.browseAll}
          </Link>
        </Stack>
      </Paper>
      <Box component="section" sx={{ mb: { xs: 3, sm: 4 } }}>
        <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
          {t.home.categoriesTitle}
        </Typography>
        <CategoryTiles />
      </Box>
      {/* After the tiles: the showcase appears when its answer arrives, and nothing above it may move then. */}
      <ShowcaseSection />
      <NewestAds />
    </>
  );
}
