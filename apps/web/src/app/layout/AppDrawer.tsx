import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AddIcon from '@mui/icons-material/Add';
import BookmarkIcon from '@mui/icons-material/Bookmark';
import CloseIcon from '@mui/icons-material/Close';
import GavelIcon from '@mui/icons-material/Gavel';
import HomeIcon from '@mui/icons-material/Home';
import InfoIcon from '@mui/icons-material/Info';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LogoutIcon from '@mui/icons-material/Logout';
import MailIcon from '@mui/icons-material/Mail';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import NotificationsIcon from '@mui/icons-material/Notifications';
import PaymentIcon from '@mui/icons-material/Payment';
import PersonIcon from '@mui/icons-material/Person';
import ReceiptIcon from '@mui/icons-material/Receipt';
import SellIcon from '@mui/icons-material/Sell';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactElement } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../../features/auth/index.ts';
import { UnreadChip } from '../../features/messages/index.ts';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/index.ts';
import { DrawerCategories } from './DrawerCategories.tsx';
import { DrawerUser } from './DrawerUser.tsx';
import { useLogout } from './useLogout.ts';

interface NavLink {
  to: string;
  label: string;
  icon: ReactElement;
  /** Shown at the row's end (the unread count beside 'Žinutės'). */
  end?: ReactElement;
}

const myLinks: NavLink[] = [
  { to: paths.messages, label: t.nav.messages, icon: <MailIcon />, end: <UnreadChip /> },
  { to: paths.myAds, label: t.nav.myAds, icon: <ListAltIcon /> },
  { to: paths.bookmarked, label: t.nav.bookmarked, icon: <BookmarkIcon /> },
  { to: paths.hidden, label: t.nav.hidden, icon: <VisibilityOffIcon /> },
  { to: paths.topUps, label: t.nav.myTopUps, icon: <AccountBalanceWalletIcon /> },
  { to: paths.orders, label: t.nav.myOrders, icon: <ReceiptIcon /> },
  { to: paths.savedSearches, label: t.nav.savedSearches, icon: <ManageSearchIcon /> },
  { to: paths.notifications, label: t.nav.notifications, icon: <NotificationsIcon /> },
  { to: paths.account, label: t.nav.myAccount, icon: <PersonIcon /> },
];

const guestLinks = myLinks.filter((link) => link.to === paths.bookmarked || link.to === paths.hidden);

const mainLinks: NavLink[] = [
  { to: paths.home, label: t.nav.home, icon: <HomeIcon /> },
  { to: paths.newAd, label: t.nav.newAd, icon: <AddIcon /> },
  { to: paths.allAds, label: t.nav.allAds, icon: <SellIcon /> },
];

const infoLinks: NavLink[] = [
  { to: paths.pricing, label: t.nav.pricing, icon: <PaymentIcon /> },
  { to: paths.information, label: t.nav.information, icon: <InfoIcon /> },
  { to: paths.inspire, label: t.nav.inspire, icon: <LightbulbIcon /> },
  { to: paths.rules, label: t.nav.rules, icon: <GavelIcon /> },
  { to: paths.paymentTest, label: t.nav.paymentTest, icon: <PaymentIcon /> },
];

/** The right-hand drawer of PRODUCT.md §2. The layout closes it on every navigation. */
export function AppDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user, isAuthenticated } = useAuth();
  const logout = useLogout();
  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { 'aria-label': t.nav.menu } }}>
      <Box sx={{ width: { xs: '85vw', sm: 340 }, maxWidth: 360 }} component="nav">
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pt: 1, bgcolor: 'grey.50' }}>
          <IconButton aria-label={t.nav.closeMenu} onClick={onClose}>
            <CloseIcon />
          </IconButton>
        </Box>
        <DrawerUser user={user} />
        <Divider />
        {/* A guest's bookmarked and hidden ads live in the browser, so a guest gets those two lists. */}
        <LinkList links={isAuthenticated ? [...mainLinks, ...myLinks] : [...mainLinks, ...guestLinks]} />
        <Divider />
        <DrawerCategories />
        <Divider />
        <LinkList links={infoLinks} />
        {isAuthenticated && (
          <>
            <Divider />
            <List dense>
              <ListItemButton onClick={() => void logout()}>
                <ListItemIcon>
                  <LogoutIcon />
                </ListItemIcon>
                <ListItemText primary={t.nav.logout} />
              </ListItemButton>
            </List>
          </>
        )}
      </Box>
    </Drawer>
  );
}

function LinkList({ links }: { links: NavLink[] }) {
  return (
    <List dense>
      {links.map((link) => (
        <ListItemButton key={link.to} component={Link} to={link.to}>
          <ListItemIcon>{link.icon}</ListItemIcon>
          <ListItemText primary={link.label} />
          {link.end}
        </ListItemButton>
      ))}
    </List>
  );
}
