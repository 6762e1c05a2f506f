import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { User } from '@skelbimai/contract';
import { formatPhone } from '@skelbimai/contract/phone';
import { Link } from 'react-router';
import { useTopUpDialog } from '../../features/wallet/index.ts';
import { formatEuros } from '../../lib/money.ts';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/index.ts';

/** The drawer's head: who is signed in, how to reach them, and the wallet balance (PRODUCT.md §2). */
export function DrawerUser({ user }: { user: User | null }) {
  return (
    <Box sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start', bgcolor: 'grey.50' }} data-testid="drawer-user">
      <Avatar src={user?.pictureUrl ?? undefined} alt="" sx={{ width: 56, height: 56, bgcolor: 'primary.main' }}>
        <PersonIcon fontSize="large" />
      </Avatar>
      {user ? <SignedIn user={user} /> : <Guest />}
    </Box>
  );
}

function SignedIn({ user }: { user: User }) {
  const topUp = useTopUpDialog();
  return (
    <Box sx={{ minWidth: 0 }}>
      {user.fullName && (
        <Typography variant="subtitle1" noWrap sx={{ fontWeight: 600 }}>
          {user.fullName}
        </Typography>
      )}
      <Typography variant="body2" noWrap color={user.email ? 'text.primary' : 'text.secondary'}>
        {user.email || t.drawer.noEmail}
      </Typography>
      <Typography variant="body2" noWrap color={user.phoneNumber ? 'text.primary' : 'text.secondary'}>
        {user.phoneNumber ? formatPhone(user.phoneNumber) : t.drawer.noPhone}
      </Typography>
      <WalletBalance euros={user.walletBalance} />
      {topUp && (
        <Button size="small" variant="outlined" onClick={topUp.open} sx={{ mt: 1 }}>
          {t.nav.topUp}
        </Button>
      )}
    </Box>
  );
}

/** Green sum when there is money, red 'Nėra pinigų.' when there is none. */
export function WalletBalance({ euros }: { euros: number }) {
  const empty = !(euros > 0);
  return (
    <Typography
      variant="body2"
      sx={{ mt: 0.5, fontWeight: 600, color: empty ? 'error.main' : 'success.main' }}
      aria-label={`${t.drawer.balance}: ${empty ? t.drawer.noMoney : formatEuros(euros)}`}
      data-testid="wallet-balance"
    >
      {empty ? t.drawer.noMoney : formatEuros(euros)}
    </Typography>
  );
}

function Guest() {
  return (
    <Box>
      <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t.drawer.guest}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {t.drawer.guestHint}
      </Typography>
      <Button component={Link} to={paths.login} variant="contained" size="small">
        {t.nav.login}
      </Button>
    </Box>
  );
}
