import type { AdminUser } from '@skelbimai/contract';
import { formatPhone } from '@skelbimai/contract/phone';
import { formatDate, formatDateTime } from '../../../lib/dates.ts';
import { formatEuros } from '../../../lib/money.ts';
import { paths } from '../../../lib/paths.ts';
import { tadm } from '../../../messages/admin.ts';
import { Chip } from '../../../ui/Badge/Badge.tsx';
import { TextLink } from '../../../ui/TextLink/TextLink.tsx';
import cellStyles from '../list/cell.module.css';
import type { Column } from '../list/DataList.tsx';
import { EmailText } from '../list/PersonCell.tsx';
import { blockLabel, displayName, roleLabel } from './userFormat.ts';

/** The users table's columns; the balance only for administrators (moderators get null from the API). */
export function userColumns(showBalance: boolean): Column<AdminUser>[] {
  const columns: Column<AdminUser>[] = [
    {
      key: 'name',
      label: tadm.users.name,
      render: (user) => (
        <div className={cellStyles.narrow}>
          {displayName(user) === user.email && user.email ? <EmailText email={user.email} /> : displayName(user)}
        </div>
      ),
    },
    {
      key: 'contacts',
      label: tadm.users.contacts,
      // What the name column already shows (a user without a name goes by a contact) is not repeated.
      render: (user) => (
        <div className={cellStyles.wide}>
          {user.email && user.email !== displayName(user) && (
            <div>
              <EmailText email={user.email} />
            </div>
          )}
          {user.phoneNumber && user.phoneNumber !== displayName(user) && (
            <div className={cellStyles.nowrap}>{formatPhone(user.phoneNumber)}</div>
          )}
        </div>
      ),
    },
    { key: 'role', label: tadm.users.role, render: (user) => roleLabel(user.authRole) },
    {
      key: 'ads',
      label: tadm.users.ads,
      numeric: true,
      render: (user) => (
        <TextLink
          to={`${paths.dashboardPosts}?targetUserId=${encodeURIComponent(user.id)}`}
          aria-label={tadm.users.showAdsOf(displayName(user))}
        >
          {user.postCount}
        </TextLink>
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
          <span title={formatDateTime(user.lastSignInAt)} className={cellStyles.nowrap}>
            {formatDate(user.lastSignInAt)}
          </span>
        ) : (
          tadm.users.never
        ),
    },
    {
      key: 'status',
      label: tadm.users.status,
      render: (user) => (
        <Chip size="small" tone={user.isBlocked ? 'error' : 'success'} variant="outlined">
          {blockLabel(user)}
        </Chip>
      ),
    },
  );
  return columns;
}
