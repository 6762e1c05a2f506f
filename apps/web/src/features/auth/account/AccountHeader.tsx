import PersonIcon from '@mui/icons-material/Person';
import SettingsIcon from '@mui/icons-material/Settings';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { User } from '@skelbimai/contract';
import { formatPhone } from '@skelbimai/contract/phone';
import { useId, useState } from 'react';
import { formatEuros } from '../../../lib/money.ts';
import { ta } from '../../../messages/index.ts';

/** Who is signed in, the wallet balance, and the 'Nustymai' menu that holds the password change. */
export function AccountHeader({ user, onPassword }: { user: User; onPassword: () => void }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  // '0,00 €' as the wallet and the orders say it; only the drawer words an empty wallet (PRODUCT.md §5).
  const hasMoney = user.walletBalance > 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 1.5 }}>
      <Avatar src={user.pictureUrl ?? undefined} alt="" sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}>
        <PersonIcon fontSize="large" />
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="subtitle1" noWrap sx={{ fontWeight: 600 }}>
          {user.fullName || user.email || (user.phoneNumber && formatPhone(user.phoneNumber))}
        </Typography>
        <Typography variant="body2" color="textSecondary" component="p">
          {ta.account.balance}:{' '}
          <Box component="span" sx={{ fontWeight: 600, color: hasMoney ? 'success.main' : 'text.primary' }}>
            {formatEuros(user.walletBalance)}
          </Box>
        </Typography>
      </Box>
      <IconButton
        aria-label={ta.account.settings}
        title={ta.account.settings}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <SettingsIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onPassword();
          }}
        >
          {user.hasPassword ? ta.dialogs.passwordChange : ta.dialogs.passwordCreate}
        </MenuItem>
      </Menu>
    </Box>
  );
}
