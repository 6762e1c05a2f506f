import type { TopUpOption } from '@skelbimai/contract';
import { tw } from '../../../messages/wallet.ts';
import { cx } from '../../../ui/cx.ts';
import { addEuros, formatEuros } from '../money.ts';
import styles from './topUp.module.css';

/** Current balance, new credits (amount plus bonus) and the balance after payment, two decimals (PRODUCT.md §2, §9). */
export function BalanceSummary({ balance, option }: { balance: number; option: TopUpOption | null }) {
  const credits = option ? addEuros(option.amount, option.bonus) : 0;
  return (
    <dl className={styles.summary}>
      <Row label={tw.topUp.currentBalance} value={formatEuros(balance)} testId="top-up-balance" />
      <Row label={tw.topUp.newCredits} value={`+${formatEuros(credits)}`} testId="top-up-credits" />
      <Row label={tw.topUp.balanceAfter} value={formatEuros(addEuros(balance, credits))} testId="top-up-after" strong />
    </dl>
  );
}

function Row({ label, value, testId, strong }: { label: string; value: string; testId: string; strong?: boolean }) {
  return (
    <>
      <dt className={cx(strong && styles.strong)}>{label}</dt>
      <dd className={cx(styles.amount, strong && styles.strong)} data-testid={testId}>
        {value}
      </dd>
    </>
  );
}
