import type { Seller } from '@skelbimai/contract';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../messages/lt.ts';
import { replyTimeText, tb } from '../../messages/sellerBadges.ts';
import { Chip } from '../../ui/Badge/Badge.tsx';
import { cx } from '../../ui/cx.ts';
import { iconChatOutlined } from '../../ui/icons/iconChatOutlined.ts';
import { iconCheckCircle } from '../../ui/icons/iconCheckCircle.ts';
import { iconHelpOutline } from '../../ui/icons/iconHelpOutline.ts';
import { sellerQuery } from './api.ts';
import styles from './SellerBadges.module.css';

interface SellerBadgesProps {
  seller: Seller;
  /** The seller's page also says which contact is not confirmed; the ad's card shows only what is. */
  showUnconfirmed?: boolean;
  className?: string;
}

/**
 * 'Patvirtintas telefonas', 'Patvirtintas el. paštas' and 'Paprastai atsako per …' (PRODUCT.md §28): only whether
 * a contact is confirmed, never the contact itself.
 */
export function SellerBadges({ seller, showUnconfirmed = false, className }: SellerBadgesProps) {
  const contacts = [
    { confirmed: seller.phoneConfirmed, yes: tb.phoneConfirmed, no: t.sellerPage.phoneUnconfirmed },
    { confirmed: seller.emailConfirmed, yes: tb.emailConfirmed, no: t.sellerPage.emailUnconfirmed },
  ].filter((contact) => contact.confirmed || showUnconfirmed);
  const reply = seller.replyMinutesMedian;
  const hasReply = typeof reply === 'number';
  if (contacts.length === 0 && !hasReply) return null;
  return (
    <ul className={cx(styles.badges, className)} aria-label={tb.label} data-testid="seller-badges">
      {contacts.map(({ confirmed, yes, no }) => (
        <li key={yes}>
          <Chip
            size="small"
            variant="outlined"
            tone={confirmed ? 'success' : 'neutral'}
            icon={confirmed ? iconCheckCircle : iconHelpOutline}
            className={cx(!confirmed && styles.unconfirmedIcon)}
          >
            {confirmed ? yes : no}
          </Chip>
        </li>
      ))}
      {hasReply && (
        <li>
          <Chip size="small" variant="outlined" icon={iconChatOutlined} data-testid="seller-reply-time">
            {replyTimeText(reply)}
          </Chip>
        </li>
      )}
    </ul>
  );
}

/** The same marks for a seller known by id (the ad's seller card); nothing until their card is known. */
export function SellerBadgesOf({ sellerId, className }: { sellerId: string; className?: string }) {
  const query = useQuery(sellerQuery(sellerId));
  return query.data ? <SellerBadges seller={query.data} className={className} /> : null;
}
