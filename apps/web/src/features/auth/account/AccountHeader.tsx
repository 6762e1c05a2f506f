import type { User } from '@skelbimai/contract';
import { formatPhone } from '@skelbimai/contract/phone';
import { formatEuros } from '../../../lib/money.ts';
import { ta } from '../../../messages/account.ts';
import { cx } from '../../../ui/cx.ts';
import { IconButton } from '../../../ui/IconButton/IconButton.tsx';
import { iconPerson } from '../../../ui/icons/iconPerson.ts';
import { iconSettings } from '../../../ui/icons/iconSettings.ts';
import { Icon } from '../../../ui/icons.tsx';
import { Menu } from '../../../ui/Menu/Menu.tsx';
import { Text } from '../../../ui/Text/Text.tsx';
import styles from './account.module.css';

/** Who is signed in, the wallet balance, and the 'Nustymai' menu that holds the password change. */
export function AccountHeader({ user, onPassword }: { user: User; onPassword: () => void }) {
  // '0,00 €' as the wallet and the orders say it; only the drawer words an empty wallet (PRODUCT.md §5).
  const hasMoney = user.walletBalance > 0;
  return (
    <div className={styles.header}>
      {user.pictureUrl ? (
        <img src={user.pictureUrl} alt="" className={styles.headerPicture} />
      ) : (
        <span className={styles.headerPicture}>
          <Icon icon={iconPerson} size="large" />
        </span>
      )}
      <div className={styles.who}>
        <Text variant="subtitle1" className={styles.name}>
          {user.fullName || user.email || (user.phoneNumber && formatPhone(user.phoneNumber))}
        </Text>
        <Text variant="body2" tone="secondary">
          {ta.account.balance}:{' '}
          <span className={cx(styles.balance, hasMoney ? styles.hasMoney : styles.noMoney)}>
            {formatEuros(user.walletBalance)}
          </span>
        </Text>
      </div>
      <Menu
        trigger={<IconButton icon={iconSettings} aria-label={ta.account.settings} title={ta.account.settings} />}
        items={[
          {
            label: user.hasPassword ? ta.dialogs.passwordChange : ta.dialogs.passwordCreate,
            onSelect: onPassword,
          },
        ]}
      />
    </div>
  );
}
