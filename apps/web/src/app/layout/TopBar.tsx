import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import DashboardIcon from '@mui/icons-material/Dashboard';
import MenuIcon from '@mui/icons-material/Menu';
import SellIcon from '@mui/icons-material/Sell';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { focusRingOnPrimary } from '../../components/focusRing.ts';
import { PlainIcon } from '../../components/icons/plainIcons.tsx';
import { ButtonContent, buttonClassName } from '../../components/PlainButton.tsx';
import { iconButtonClassName, PlainIconButton } from '../../components/PlainIconButton.tsx';
import { useAuth } from '../../features/auth/index.ts';
import { MessagesButton } from '../../features/messages/index.ts';
import { PhoneSearchButton, SearchBar } from '../../features/search/index.ts';
import { useSiteInfo } from '../../features/site/index.ts';
import { preloadTopUpDialog, useTopUpDialog } from '../../features/wallet/index.ts';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/index.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { useIsNarrow, useIsPhone } from './useIsPhone.ts';

/**
 * PRODUCT.md §2 'Top toolbar'. On phones the actions shrink to icons (with titles and accessible
 * names) so the logo, search, new ad, account and menu fit in 360 px. Its icon buttons are plain ones
 * (`PlainIconButton`): every page renders and hydrates them (DECISIONS #155).
 */
export function TopBar({ onOpenDrawer, onPreloadDrawer }: { onOpenDrawer: () => void; onPreloadDrawer: () => void }) {
  const { isAuthenticated, hasRole } = useAuth();
  const siteName = useSiteInfo().data?.siteName || t.app.fallbackSiteName;
  const phone = useIsPhone();
  const narrow = useIsNarrow();
  const topUp = useTopUpDialog();

  return (
    <AppBar position="sticky" sx={focusRingOnPrimary}>
      {/*
        A phone with large text (200 %) gets a second row of buttons rather than a page wider than the screen. The
        logo's basis is 0 there, so at normal text it is the name that gives way (an ellipsis), never a button.
      */}
      <Toolbar sx={{ gap: { xs: 0.25, sm: 1 }, px: { xs: 1, sm: 2 }, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <Box
          component={Link}
          to={paths.home}
          aria-label={`${siteName} – ${t.nav.home}`}
          sx={{ ...logoLink, flex: phone ? '1 1 0' : '0 1 auto' }}
        >
          <SellIcon aria-hidden sx={{ display: { xs: 'none', md: 'block' } }} />
          <Typography variant="h6" component="span" sx={logoText}>
            {siteName}
          </Typography>
        </Box>

        <Box
          sx={{
            flex: phone ? 0 : 1,
            display: 'flex',
            justifyContent: 'center',
            px: { md: 2 },
            minWidth: { xs: 0, sm: 280 },
          }}
        >
          {!phone && <SearchBar />}
        </Box>

        {phone && <PhoneSearchButton />}
        {hasRole && <ToolbarIconLink label={t.nav.dashboard} to={paths.dashboard} icon={<DashboardIcon />} />}
        {isAuthenticated && topUp && (
          // Opens 'Sąskaitos papildymas' (PRODUCT.md §2) over whatever page is open.
          <PlainIconButton
            tone="inherit"
            label={t.nav.topUp}
            title={t.nav.topUp}
            onClick={topUp.open}
            onPointerEnter={preloadTopUpDialog}
            onFocus={preloadTopUpDialog}
          >
            <AccountBalanceWalletIcon />
          </PlainIconButton>
        )}
        {isAuthenticated && <MessagesButton />}
        {/* The call to action: a filled button while it has room for its text. */}
        {narrow ? (
          <ToolbarIconLink label={t.nav.newAd} to={paths.newAd} icon={<PlainIcon name="add" />} />
        ) : (
          <Link
            to={paths.newAd}
            className={buttonClassName('contained-secondary')}
            style={{ whiteSpace: 'nowrap', flexShrink: 0 }}
          >
            <ButtonContent startIcon="add">{t.nav.newAd}</ButtonContent>
          </Link>
        )}
        <AccountMenu />
        <PlainIconButton
          tone="inherit"
          label={t.nav.menu}
          onClick={onOpenDrawer}
          onPointerEnter={onPreloadDrawer}
          onFocus={onPreloadDrawer}
        >
          <MenuIcon />
        </PlainIconButton>
      </Toolbar>
    </AppBar>
  );
}

const logoLink = {
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  color: 'inherit',
  textDecoration: 'none',
  minWidth: 0,
} as const;

/** Two short lines below 'md' (the toolbar icons and the search bar leave ~90–130 px), one line with an ellipsis above. */
// One line at every width, as two lines crowd a 390 px phone's toolbar: a name
// longer than the room left by the toolbar's icons ends in an ellipsis; the link's label has it whole.
const logoText = {
  fontSize: { xs: '0.95rem', md: '1.25rem' },
  lineHeight: 1.6,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  display: 'block',
} as const;

/** An icon in the toolbar that leads somewhere; a native title, not MUI's Tooltip (which brings Popper.js along). */
function ToolbarIconLink({ label, to, icon }: { label: string; to: string; icon: React.ReactElement }) {
  return (
    <Link to={to} className={iconButtonClassName('medium', 'inherit')} aria-label={label} title={label}>
      {icon}
    </Link>
  );
}
