import type { Seller } from '@skelbimai/contract';
import { sellerName } from '../../lib/contract.ts';
import { formatDate } from '../../lib/dates.ts';
import { t } from '../../messages/lt.ts';
import { Avatar } from '../../ui/Avatar/Avatar.tsx';
import { Chip } from '../../ui/Badge/Badge.tsx';
import { Card } from '../../ui/Card/Card.tsx';
import { cx } from '../../ui/cx.ts';
import { iconCheckCircle } from '../../ui/icons/iconCheckCircle.ts';
import { iconHelpOutline } from '../../ui/icons/iconHelpOutline.ts';
import { Skeleton } from '../../ui/Skeleton/Skeleton.tsx';
import { Heading, Text } from '../../ui/Text/Text.tsx';
import { SellerRating } from '../ratings/index.ts';
import styles from './SellerHeader.module.css';

/** A contact's state: only whether it is confirmed, never the address or number itself. */
function ConfirmedChip({ confirmed, yes, no }: { confirmed: boolean; yes: string; no: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      tone={confirmed ? 'success' : 'neutral'}
      icon={confirmed ? iconCheckCircle : iconHelpOutline}
      className={cx(!confirmed && styles.unconfirmedIcon)}
    >
      {confirmed ? yes : no}
    </Chip>
  );
}

/** The seller's card at the top of their page. */
export function SellerHeader({ seller }: { seller: Seller }) {
  const name = sellerName(seller.displayName);
  return (
    <Card padded={false} className={styles.card} data-testid="seller-header">
      <div className={styles.identity}>
        <Avatar name={name} src={seller.pictureUrl} size="large" className={styles.avatar} />
        <div className={styles.who}>
          <Heading level={1} size="h4" className={styles.name}>
            {name}
          </Heading>
          <Text tone="secondary">{t.adPage.memberSince(formatDate(seller.memberSince))}</Text>
          <SellerRating rating={seller.rating} showNone />
        </div>
      </div>
      <div className={styles.chips}>
        <ConfirmedChip
          confirmed={seller.phoneConfirmed}
          yes={t.sellerPage.phoneConfirmed}
          no={t.sellerPage.phoneUnconfirmed}
        />
        <ConfirmedChip
          confirmed={seller.emailConfirmed}
          yes={t.sellerPage.emailConfirmed}
          no={t.sellerPage.emailUnconfirmed}
        />
      </div>
      <Text variant="body2" tone="secondary" className={styles.note}>
        {t.sellerPage.contactsNote}
      </Text>
    </Card>
  );
}

export function SellerHeaderSkeleton() {
  return (
    <Card padded={false} className={styles.card} aria-busy>
      <div className={styles.identity}>
        <Skeleton shape="circle" width={56} height={56} />
        <div className={styles.who}>
          <Skeleton width="50%" height={40} />
          <Skeleton width="30%" />
        </div>
      </div>
      <Skeleton width="60%" className={styles.placeholderLine} />
    </Card>
  );
}
