import type { User } from '@skelbimai/contract';
import { formatPhone } from '@skelbimai/contract/phone';
import { useTopUpDialog } from '../../features/wallet/index.ts';
import { formatEuros } from '../../lib/money.ts';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/lt.ts';
import { Button, ButtonLink } from '../../ui/Button/Button.tsx';
import { cx } from '../../ui/cx.ts';
import { iconPerson } from '../../ui/icons/iconPerson.ts';
import { Icon } from '../../ui/icons.tsx';
import { VisuallyHidden } from '../../ui/Layout/Layout.tsx';
import { Text } from '../../ui/Text/Text.tsx';
import styles from './DrawerUser.module.css';

/** The drawer's head: who is signed in, how to reach them, and the wallet balance (PRODUCT.md §2). */
export function DrawerUser({ user }: { user: User | null }) {
  return (
    <div className={styles.block} data-testid="drawer-user">
      {user?.pictureUrl ? (
        <img src={user.pictureUrl} alt="" className={styles.avatar} />
      ) : (
        <span className={styles.avatar}>
          <Icon icon={iconPerson} size="large" />
        </span>
      )}
      {user ? <SignedIn user={user} /> : <Guest />}
    </div>
  );
}

function SignedIn({ user }: { user: User }) {
  const topUp = useTopUpDialog();
  return (
    <div className={styles.details}>
      {user.fullName && <p className={cx(styles.name, styles.line)}>{user.fullName}</p>}
      <Text variant="body2" tone={user.email ? 'inherit' : 'secondary'} className={styles.line}>
        {user.email || t.drawer.noEmail}
      </Text>
      <Text variant="body2" tone={user.phoneNumber ? 'inherit' : 'secondary'} className={styles.line}>
        {user.phoneNumber ? formatPhone(user.phoneNumber) : t.drawer.noPhone}
      </Text>
      <WalletBalance euros={user.walletBalance} />
      {topUp && (
        <Button size="small" variant="secondary" onClick={topUp.open} className={styles.topUp}>
          {t.nav.topUp}
        </Button>
      )}
    </div>
  );
}

/** Green sum when there is money, red 'Nėra pinigų.' when there is none. */
export function WalletBalance({ euros }: { euros: number }) {
  const empty = !(euros > 0);
  const text = empty ? t.drawer.noMoney : formatEuros(euros);
  return (
    <p className={styles.balance}>
      <VisuallyHidden>{t.drawer.balance}: </VisuallyHidden>
      <span className={empty ? styles.empty : styles.funded} data-testid="wallet-balance">
        {text}
      </span>
    </p>
  );
}

function Guest() {
  return (
    <div>
      <p className={styles.name}>{t.drawer.guest}</p>
      <Text variant="body2" tone="secondary" className={styles.hint}>
        {t.drawer.guestHint}
      </Text>
      <ButtonLink to={paths.login} variant="primary" size="small">
        {t.nav.login}
      </ButtonLink>
    </div>
  );
}
