import type { Seller } from '@skelbimai/contract';
import { sellerName } from '../../lib/contract.ts';
import { formatDate } from '../../lib/dates.ts';
import { t } from '../../messages/lt.ts';
import { Avatar } from '../../ui/Avatar/Avatar.tsx';
import { Card } from '../../ui/Card/Card.tsx';
import { Skeleton } from '../../ui/Skeleton/Skeleton.tsx';
import { Heading, Text } from '../../ui/Text/Text.tsx';
import { SellerRating } from '../ratings/SellerRating.tsx';
import { SellerBadges } from './SellerBadges.tsx';
import styles from './SellerHeader.module.css';

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
      <SellerBadges seller={seller} showUnconfirmed className={styles.chips} />
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
