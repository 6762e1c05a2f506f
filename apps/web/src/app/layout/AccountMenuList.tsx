import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link } from 'react-router';
import { useAccountDialog, useAuth } from '../../features/auth/index.ts';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/index.ts';
import { useLogout } from './useLogout.ts';

const signedInLinks = [
  { to: paths.bookmarked, label: t.nav.bookmarked },
  { to: paths.hidden, label: t.nav.hidden },
  { to: paths.messages, label: t.nav.messages },
  { to: paths.myAds, label: t.nav.myAds },
  { to: paths.topUps, label: t.nav.myTopUps },
  { to: paths.orders, label: t.nav.myOrders },
  { to: paths.savedSearches, label: t.nav.savedSearches },
  { to: paths.notifications, label: t.nav.notifications },
  { to: paths.account, label: t.nav.myAccount },
];

/** Signed out, the items open the account panel as a dialog (PRODUCT.md §2) on the matching step. */
const signedOutItems = [
  { start: 'login', label: t.nav.login },
  { start: 'register', label: t.nav.register },
] as const;

interface AccountMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The account menu's items (PRODUCT.md §2 'Account menu'); loaded on the first click of its button. */
export function AccountMenuList({ id, anchor, onClose }: AccountMenuListProps) {
  const { isAuthenticated } = useAuth();
  const logout = useLogout();
  const accountDialog = useAccountDialog();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {isAuthenticated
        ? signedInLinks.map((link) => (
            <MenuItem key={link.to} component={Link} to={link.to} onClick={onClose}>
              {link.label}
            </MenuItem>
          ))
        : signedOutItems.map((item) => (
            <MenuItem
              key={item.start}
              onClick={() => {
                onClose();
                accountDialog.open(item.start);
              }}
            >
              {item.label}
            </MenuItem>
          ))}
      {isAuthenticated && <Divider />}
      {isAuthenticated && (
        <MenuItem
          onClick={() => {
            onClose();
            void logout();
          }}
        >
          {t.nav.logout}
        </MenuItem>
      )}
    </Menu>
  );
}
