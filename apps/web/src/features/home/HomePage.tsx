import { useIsPhone } from '../../app/layout/useIsPhone.ts';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/lt.ts';
import { ButtonLink } from '../../ui/Button/Button.tsx';
import { iconAdd } from '../../ui/icons/iconAdd.ts';
import { Stack } from '../../ui/Layout/Layout.tsx';
import { Heading, Text } from '../../ui/Text/Text.tsx';
import { SearchBar } from '../search/index.ts';
import { usePageTitle, useSiteInfo } from '../site/index.ts';
import { CategoryTiles } from './CategoryTiles.tsx';
import styles from './HomePage.module.css';
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
      <div className={styles.welcome}>
        <Heading level={1} size="h4" className={styles.title}>
          {t.home.welcomeTitle(siteName)}
        </Heading>
        <Text className={styles.intro}>
          {site?.townName ? t.home.welcomeText(site.townName) : t.home.welcomeTextNoTown}
        </Text>
        {/* On a phone the toolbar has only a search icon: the home page, where most visitors land, offers the field
          itself (the toolbar's bar, with its suggestions; it searches /visi). */}
        {phone && (
          <div className={styles.search} data-testid="home-search">
            <SearchBar />
          </div>
        )}
        <Stack direction="rowFromSm" gap={1.5} className={styles.actions}>
          <ButtonLink to={paths.newAd} variant="primary" startIcon={iconAdd} className={styles.newAd}>
            {t.nav.newAd}
          </ButtonLink>
          <ButtonLink to={paths.allAds} variant="secondary" className={styles.browseAll}>
            {t.home.browseAll}
          </ButtonLink>
        </Stack>
      </div>
      <section className={styles.section}>
        <Heading level={2} size="h5" className={styles.sectionTitle}>
          {t.home.categoriesTitle}
        </Heading>
        <CategoryTiles />
      </section>
      {/* After the tiles: the showcase appears when its answer arrives, and nothing above it may move then. */}
      <ShowcaseSection />
      <NewestAds />
    </>
  );
}
