import type { Transaction } from '@skelbimai/contract';
import { formatDateTime } from '../../../lib/dates.ts';
import { formatEuros } from '../../../lib/money.ts';
import { paths } from '../../../lib/paths.ts';
import { tadm } from '../../../messages/admin.ts';
import { Chip } from '../../../ui/Badge/Badge.tsx';
import { TextLink } from '../../../ui/TextLink/TextLink.tsx';
import type { Column } from '../list/DataList.tsx';
import { PersonCell } from '../list/PersonCell.tsx';
import { personFilterText, personName } from '../list/people.ts';

const tx = tadm.transactions;

/** PRODUCT.md §4: 1 paid (green), 2 processing (orange), 3 more info (red), anything else unpaid (red). */
export function paymentStatusChip(status: number) {
  const tone = status === 1 ? 'success' : status === 2 ? 'warning' : 'error';
  return (
    <Chip size="small" variant="outlined" tone={tone}>
      {tx.statuses[status] ?? tx.statuses[0]}
    </Chip>
  );
}

/** The payer or buyer: name and e-mail, the name filtering the list to them (by e-mail, which is unique). */
function UserCell({ row }: { row: Transaction }) {
  const filter = personFilterText(row.user);
  return (
    <PersonCell
      person={row.user}
      to={filter ? `?${new URLSearchParams({ user: filter })}` : undefined}
      label={tx.userOnly(personName(row.user))}
    />
  );
}

export const paymentColumns: Column<Transaction>[] = [
  { key: 'identifier', label: tx.identifier, render: (row) => row.payment?.identifier ?? row.id },
  { key: 'user', label: tx.user, render: (row) => <UserCell row={row} /> },
  {
    key: 'amount',
    label: tx.amount,
    numeric: true,
    render: (row) =>
      row.payment
        ? `${formatEuros(row.payment.amount)}${row.payment.bonus > 0 ? ` (+${formatEuros(row.payment.bonus)})` : ''}`
        : formatEuros(row.amount),
  },
  { key: 'status', label: tx.status, render: (row) => (row.payment ? paymentStatusChip(row.payment.status) : '—') },
  {
    key: 'provider',
    label: tx.provider,
    render: (row) => (row.payment ? (tx.providers[row.payment.provider] ?? row.payment.provider) : '—'),
  },
  { key: 'date', label: tx.date, render: (row) => formatDateTime(row.createdAt) },
];

export const orderColumns: Column<Transaction>[] = [
  { key: 'identifier', label: tx.identifier, render: (row) => row.order?.identifier ?? row.id },
  { key: 'user', label: tx.user, render: (row) => <UserCell row={row} /> },
  {
    key: 'service',
    label: tx.service,
    render: (row) =>
      row.order ? (
        <>
          {row.order.name}
          <br />
          <TextLink to={paths.ad(row.order.postId)}>{row.order.postTitle}</TextLink>
        </>
      ) : (
        '—'
      ),
  },
  { key: 'amount', label: tx.amount, numeric: true, render: (row) => formatEuros(row.order?.total ?? -row.amount) },
  {
    key: 'fulfilment',
    label: tx.fulfilment,
    render: (row) => {
      const waiting = row.order?.items.some((item) => item.fulfilment === 'waiting');
      const facebook = row.order?.items.some((item) => item.code === 'facebook');
      if (!facebook) return '—';
      return (
        <Chip size="small" variant="outlined" tone={waiting ? 'warning' : 'success'}>
          {waiting ? tx.waiting : tx.done}
        </Chip>
      );
    },
  },
  { key: 'date', label: tx.date, render: (row) => formatDateTime(row.createdAt) },
];
