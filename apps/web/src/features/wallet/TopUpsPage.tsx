import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Transaction } from '@skelbimai/contract';
import { Link } from 'react-router';
import { PageHeading } from '../../components/PageHeading.tsx';
import { formatDateTime } from '../../lib/dates.ts';
import { paths } from '../../lib/paths.ts';
import { t, tw } from '../../messages/index.ts';
import { usePageTitle } from '../site/index.ts';
import { formatBonus, formatEuros } from './money.ts';
import { PaymentStatusChip } from './PaymentStatusChip.tsx';
import { TransactionList } from './TransactionList.tsx';
import { useTopUpDialog } from './topUpDialog.tsx';
import { useTransactions } from './useTransactions.ts';

/** /mano/papildymai: the user's top-ups, newest first, searchable by the toolbar ('Ieškoti papildymų'). */
export default function TopUpsPage() {
  usePageTitle(t.pages.topUps);
  const list = useTransactions('payment');
  const topUp = useTopUpDialog();
  return (
    <>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}
      >
        <Box sx={{ '& h1': { mb: 0 } }}>
          <PageHeading>{t.pages.topUps}</PageHeading>
        </Box>
        {topUp && (
          <Button variant="contained" startIcon={<AccountBalanceWalletIcon />} onClick={topUp.open}>
            {tw.payments.topUpAgain}
          </Button>
        )}
      </Stack>
      <TransactionList
        list={list}
        label={t.pages.topUps}
        emptyText={list.searching ? tw.payments.emptySearch : tw.payments.empty}
        errorText={tw.payments.loadError}
        renderItem={(transaction) => <TopUpRow key={transaction.id} transaction={transaction} />}
      />
    </>
  );
}

function TopUpRow({ transaction }: { transaction: Transaction }) {
  const payment = transaction.payment;
  if (!payment) return null;
  return (
    <ListItemButton
      component={Link}
      to={paths.topUp(payment.id)}
      divider
      sx={{ gap: 2, alignItems: 'center' }}
      data-testid={`top-up-${payment.id}`}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{payment.identifier}</Typography>
          <PaymentStatusChip status={payment.status} />
        </Stack>
        <Typography variant="body2" color="textSecondary">
          {formatDateTime(payment.createdAt)}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
        <Typography sx={{ fontWeight: 700 }}>{formatEuros(payment.amount)}</Typography>
        {payment.bonus > 0 && (
          <Typography variant="body2" color="success.main">
            {tw.topUp.bonus(formatBonus(payment.bonus))}
          </Typography>
        )}
      </Box>
    </ListItemButton>
  );
}
