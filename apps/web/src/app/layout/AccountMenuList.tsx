import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link } from 'react-router';
import { useAuth } from '../../features/auth/index.ts';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/index.ts';
import { useLogout } from './useLogout.ts';

const signedInLinks = [
  { to: paths.bookmarked, label: t.nav.bookmarked },
  { to: paths.hidden, label: t.nav.hidden },
  { to: paths.myAds, label: t.nav.myAds },
  { to: paths.topUps, label: t.nav.myTopUps },
  { to: paths.orders, label: t.nav.myOrders },
  { to: paths.account, label: t.nav.myAccount },
];

const signedOutLinks = [
  { to: paths.login, label: t.nav.login },
  { to: paths.register, label: t.nav.register },
];

interface AccountMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The account menu's items (SPEC.md §2 'Account menu'); loaded on the first click of its button. */
export function AccountMenuList({ id, anchor, onClose }: AccountMenuListProps) {
  const { isAuthenticated } = useAuth();
  const logout = useLogout();
  const links = isAuthenticated ? signedInLinks : signedOutLinks;
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
    >
      {links.map((link) => (
        <MenuItem key={link.to} component={Link} to={link.to} onClick={onClose}>
          {link.label}
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
