import type { ReactElement } from 'react';
import { useAuth } from '../../features/auth/index.ts';
import { UnreadChip } from '../../features/messages/index.ts';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/lt.ts';
import { Drawer } from '../../ui/Dialog/Dialog.tsx';
import { iconAccountBalanceWallet } from '../../ui/icons/iconAccountBalanceWallet.ts';
import { iconAdd } from '../../ui/icons/iconAdd.ts';
import { iconBookmark } from '../../ui/icons/iconBookmark.ts';
import { iconGavel } from '../../ui/icons/iconGavel.ts';
import { iconHome } from '../../ui/icons/iconHome.ts';
import { iconInfo } from '../../ui/icons/iconInfo.ts';
import { iconLightbulb } from '../../ui/icons/iconLightbulb.ts';
import { iconListAlt } from '../../ui/icons/iconListAlt.ts';
import { iconLogout } from '../../ui/icons/iconLogout.ts';
import { iconMail } from '../../ui/icons/iconMail.ts';
import { iconManageSearch } from '../../ui/icons/iconManageSearch.ts';
import { iconNotifications } from '../../ui/icons/iconNotifications.ts';
import { iconPayment } from '../../ui/icons/iconPayment.ts';
import { iconPerson } from '../../ui/icons/iconPerson.ts';
import { iconReceipt } from '../../ui/icons/iconReceipt.ts';
import { iconSell } from '../../ui/icons/iconSell.ts';
import { iconVisibilityOff } from '../../ui/icons/iconVisibilityOff.ts';
import { Icon, type IconPath } from '../../ui/icons.tsx';
import { Divider } from '../../ui/Layout/Layout.tsx';
import { List, ListButtonItem, ListLinkItem } from '../../ui/List/List.tsx';
import styles from './AppDrawer.module.css';
import { DrawerCategories } from './DrawerCategories.tsx';
import { DrawerUser } from './DrawerUser.tsx';
import { useLogout } from './useLogout.ts';

interface NavLink {
  to: string;
  label: string;
  icon: IconPath;
  /** Shown at the row's end (the unread count beside 'Žinutės'). */
  end?: ReactElement;
}

const myLinks: NavLink[] = [
  { to: paths.messages, label: t.nav.messages, icon: iconMail, end: <UnreadChip /> },
  { to: paths.myAds, label: t.nav.myAds, icon: iconListAlt },
  { to: paths.bookmarked, label: t.nav.bookmarked, icon: iconBookmark },
  { to: paths.hidden, label: t.nav.hidden, icon: iconVisibilityOff },
  { to: paths.topUps, label: t.nav.myTopUps, icon: iconAccountBalanceWallet },
  { to: paths.orders, label: t.nav.myOrders, icon: iconReceipt },
  { to: paths.savedSearches, label: t.nav.savedSearches, icon: iconManageSearch },
  { to: paths.notifications, label: t.nav.notifications, icon: iconNotifications },
  { to: paths.account, label: t.nav.myAccount, icon: iconPerson },
];

const guestLinks = myLinks.filter((link) => link.to === paths.bookmarked || link.to === paths.hidden);

const mainLinks: NavLink[] = [
  { to: paths.home, label: t.nav.home, icon: iconHome },
  { to: paths.newAd, label: t.nav.newAd, icon: iconAdd },
  { to: paths.allAds, label: t.nav.allAds, icon: iconSell },
];

const infoLinks: NavLink[] = [
  { to: paths.pricing, label: t.nav.pricing, icon: iconPayment },
  { to: paths.information, label: t.nav.information, icon: iconInfo },
  { to: paths.inspire, label: t.nav.inspire, icon: iconLightbulb },
  { to: paths.rules, label: t.nav.rules, icon: iconGavel },
  { to: paths.paymentTest, label: t.nav.paymentTest, icon: iconPayment },
];

/** The right-hand drawer of PRODUCT.md §2. The layout closes it on every navigation. */
export function AppDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { user, isAuthenticated } = useAuth();
  const logout = useLogout();
  return (
    <Drawer
      side="right"
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t.nav.menu}
      closeLabel={t.nav.closeMenu}
      className={styles.drawer}
    >
      <nav className={styles.nav} aria-label={t.nav.menu}>
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
              <ListButtonItem icon={<Icon icon={iconLogout} />} onClick={() => void logout()}>
                {t.nav.logout}
              </ListButtonItem>
            </List>
          </>
        )}
      </nav>
    </Drawer>
  );
}

function LinkList({ links }: { links: NavLink[] }) {
  return (
    <List dense>
      {links.map((link) => (
        <ListLinkItem key={link.to} to={link.to} icon={<Icon icon={link.icon} />} end={link.end}>
          {link.label}
        </ListLinkItem>
      ))}
    </List>
  );
}
