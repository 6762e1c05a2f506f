import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { AdminUser } from '@skelbimai/contract';
import { formatPhone } from '@skelbimai/contract/phone';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { formatEuros } from '../../../lib/money.ts';
import { paths } from '../../../lib/paths.ts';
import { tadm } from '../../../messages/admin.ts';
import type { Column } from '../list/DataList.tsx';
import { EmailText } from '../list/PersonCell.tsx';
import { blockLabel, displayName, roleLabel } from './userFormat.ts';

/** The users table's columns; the balance only for administrators (moderators get null from the API). */
export function userColumns(showBalance: boolean): Column<AdminUser>[] {
  const columns: Column<AdminUser>[] = [
    {
      key: 'name',
      label: tadm.users.name,
      // break-word, not anywhere: a table sizes its columns by the longest unbreakable piece, so 'anywhere'
      // let the table squeeze the column and split names and e-mails mid-word.
      render: (user) => (
        <Box sx={{ maxWidth: 220, overflowWrap: 'break-word' }}>
          {displayName(user) === user.email && user.email ? <EmailText email={user.email} /> : displayName(user)}
        </Box>
      ),
    },
    {
      key: 'contacts',
      label: tadm.users.contacts,
      // What the name column already shows (a user without a name goes by a contact) is not repeated.
      render: (user) => (
        <Box sx={{ maxWidth: 280, overflowWrap: 'break-word' }}>
          {user.email && user.email !== displayName(user) && (
            <div>
              <EmailText email={user.email} />
            </div>
          )}
          {user.phoneNumber && user.phoneNumber !== displayName(user) && (
            <Box sx={{ whiteSpace: 'nowrap' }}>{formatPhone(user.phoneNumber)}</Box>
          )}
        </Box>
      ),
    },
    { key: 'role', label: tadm.users.role, render: (user) => roleLabel(user.authRole) },
    {
      key: 'ads',
      label: tadm.users.ads,
      numeric: true,
      render: (user) => (
        <Link
          component={RouterLink}
          to={`${paths.dashboardPosts}?targetUserId=${encodeURIComponent(user.id)}`}
          aria-label={tadm.users.showAdsOf(displayName(user))}
        >
          {user.postCount}
        </Link>
      ),
    },
  ];
  if (showBalance) {
    columns.push({
      key: 'balance',
      label: tadm.users.balance,
      numeric: true,
      render: (user) => (user.walletBalance === null ? '—' : formatEuros(user.walletBalance)),
    });
  }
  columns.push(
    {
      key: 'lastSignIn',
      label: tadm.users.lastSignIn,
      // The date keeps the table within a laptop's width; the time is in the tooltip.
      render: (user) =>
        user.lastSignInAt ? (
          <Box component="span" title={formatDateTime(user.lastSignInAt)} sx={{ whiteSpace: 'nowrap' }}>
            {formatDate(user.lastSignInAt)}
          </Box>
        ) : (
          tadm.users.never
        ),
    },
    {
      key: 'status',
      label: tadm.users.status,
      render: (user) => (
        <Chip size="small" color={user.isBlocked ? 'error' : 'success'} variant="outlined" label={blockLabel(user)} />
      ),
    },
  );
  return columns;
}
