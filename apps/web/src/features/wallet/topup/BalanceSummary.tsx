import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TopUpOption } from '@skelbimai/contract';
import { tw } from '../../../messages/index.ts';
import { addEuros, formatEuros } from '../money.ts';

/** Current balance, new credits (amount plus bonus) and the balance after payment, two decimals (PRODUCT.md §2, §9). */
export function BalanceSummary({ balance, option }: { balance: number; option: TopUpOption | null }) {
  const credits = option ? addEuros(option.amount, option.bonus) : 0;
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: '1fr auto',
        columnGap: 2,
        rowGap: 0.5,
        mt: 2.5,
        mb: 0,
        p: 2,
        borderRadius: 2,
        bgcolor: 'grey.50',
        '& dd': { m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
      }}
    >
      <Row label={tw.topUp.currentBalance} value={formatEuros(balance)} testId="top-up-balance" />
      <Row label={tw.topUp.newCredits} value={`+${formatEuros(credits)}`} testId="top-up-credits" />
      <Row label={tw.topUp.balanceAfter} value={formatEuros(addEuros(balance, credits))} testId="top-up-after" strong />
    </Box>
  );
}

function Row({ label, value, testId, strong }: { label: string; value: string; testId: string; strong?: boolean }) {
  const weight = strong ? 700 : 400;
  return (
    <>
      <Typography component="dt" sx={{ fontWeight: weight }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ fontWeight: weight }} data-testid={testId}>
        {value}
      </Typography>
    </>
  );
}
