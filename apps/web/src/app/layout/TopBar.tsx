import { Link } from 'react-router';
import { useAuth } from '../../features/auth/index.ts';
import { MessagesButton } from '../../features/messages/index.ts';
import { PhoneSearchButton, SearchBar } from '../../features/search/index.ts';
import { useSiteInfo } from '../../features/site/index.ts';
import { preloadTopUpDialog, useTopUpDialog } from '../../features/wallet/index.ts';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/lt.ts';
import { ButtonLink } from '../../ui/Button/Button.tsx';
import { preloadOnIntent } from '../../ui/Dialog/lazyDialog.ts';
import { iconAccountBalanceWallet } from '../../ui/icons/iconAccountBalanceWallet.ts';
import { iconAdd } from '../../ui/icons/iconAdd.ts';
import { iconDashboard } from '../../ui/icons/iconDashboard.ts';
import { iconMenu } from '../../ui/icons/iconMenu.ts';
import { iconSell } from '../../ui/icons/iconSell.ts';
import { Icon, type IconPath } from '../../ui/icons.tsx';
import { AccountMenu } from './AccountMenu.tsx';
import { ToolbarButton } from './ToolbarButton.tsx';
import styles from './TopBar.module.css';
import { useIsNarrow, useIsPhone } from './useIsPhone.ts';

/**
 * PRODUCT.md §2 'Top toolbar'. On phones the actions shrink to icons (with titles and accessible
 * names) so the logo, search, new ad, account and menu fit in 360 px.
 */
export function TopBar({
  onOpenDrawer,
  onPreloadDrawer,
}: {
  onOpenDrawer: () => void;
  onPreloadDrawer: () => unknown;
}) {
  const { isAuthenticated, hasRole } = useAuth();
  const siteName = useSiteInfo().data?.siteName || t.app.fallbackSiteName;
  const phone = useIsPhone();
  const narrow = useIsNarrow();
  const topUp = useTopUpDialog();

  return (
    <header className={styles.bar}>
      <div className={styles.toolbar}>
        <Link to={paths.home} aria-label={`${siteName} – ${t.nav.home}`} className={styles.logo}>
          <Icon icon={iconSell} className={styles.logoIcon} />
          <span className={styles.logoText}>{siteName}</span>
        </Link>

        <div className={styles.search}>{!phone && <SearchBar />}</div>

        {phone && <PhoneSearchButton />}
        {hasRole && <ToolbarIconLink label={t.nav.dashboard} to={paths.dashboard} icon={iconDashboard} />}
        {isAuthenticated && topUp && (
          // Opens 'Sąskaitos papildymas' (PRODUCT.md §2) over whatever page is open.
          <ToolbarButton
            label={t.nav.topUp}
            title={t.nav.topUp}
            onClick={topUp.open}
            {...preloadOnIntent(preloadTopUpDialog)}
          >
            <Icon icon={iconAccountBalanceWallet} />
          </ToolbarButton>
        )}
        {isAuthenticated && <MessagesButton />}
        {/* The call to action: a filled button while it has room for its text. */}
        {narrow ? (
          <ToolbarIconLink label={t.nav.newAd} to={paths.newAd} icon={iconAdd} />
        ) : (
          <ButtonLink to={paths.newAd} variant="primary" startIcon={iconAdd} className={styles.newAd}>
            {t.nav.newAd}
          </ButtonLink>
        )}
        <AccountMenu />
        <ToolbarButton label={t.nav.menu} onClick={onOpenDrawer} {...preloadOnIntent(onPreloadDrawer)}>
          <Icon icon={iconMenu} />
        </ToolbarButton>
      </div>
    </header>
  );
}

/** An icon in the toolbar that leads somewhere; a native title, as a tooltip is not shown on touch screens. */
function ToolbarIconLink({ label, to, icon }: { label: string; to: string; icon: IconPath }) {
  return (
    <Link to={to} className={styles.iconButton} aria-label={label} title={label}>
      <Icon icon={icon} />
    </Link>
  );
}
