import type { Post } from '@skelbimai/contract';
import { formatDate } from '../../../../lib/dates.ts';
import { paths } from '../../../../lib/paths.ts';
import { t } from '../../../../messages/lt.ts';
import { tmy } from '../../../../messages/myAds.ts';
import { Chip } from '../../../../ui/Badge/Badge.tsx';
import { Button, ButtonLink } from '../../../../ui/Button/Button.tsx';
import { cx } from '../../../../ui/cx.ts';
import { iconAdd } from '../../../../ui/icons/iconAdd.ts';
import { iconDeleteOutlined } from '../../../../ui/icons/iconDeleteOutlined.ts';
import { iconEditOutlined } from '../../../../ui/icons/iconEditOutlined.ts';
import { iconRefresh } from '../../../../ui/icons/iconRefresh.ts';
import { iconVisibilityOutlined } from '../../../../ui/icons/iconVisibilityOutlined.ts';
import { Icon } from '../../../../ui/icons.tsx';
import { Text } from '../../../../ui/Text/Text.tsx';
import { AcceptedOfferNote, AdConversationCount } from '../../../messages/index.ts';
import { MyAdStatement } from '../../../moderation/index.ts';
import { ActivePromotions, PromoteButton } from '../../../wallet/promote.ts';
import styles from './MyPostFooter.module.css';
import { MyPostTotals } from './MyPostTotals.tsx';
import { canRenew, displayStatus } from './myPostActions.ts';
import { SaleStateButtons } from './SaleStateButtons.tsx';

const statusColor = {
  active: 'success',
  expired: 'warning',
  blocked: 'error',
  deleted: 'neutral',
  sold: 'neutral',
  held: 'warning',
} as const;

interface MyPostFooterProps {
  post: Post;
  busy: boolean;
  onRenew: (post: Post) => void;
  onDelete: (post: Post) => void;
  /** A promotion was bought: the lists that show the ad are stale. */
  onPromoted?: () => void;
  /** Marked 'Rezervuota' or 'Parduota': the changed ad. */
  onSaleStateChanged: (post: Post) => void;
}

/**
 * Under each of the owner's cards: status, views, expiry, a blocked ad's statement of reasons and its appeal,
 * the running paid services with their ends, and the edit / similar (sold) / renew / promote / delete buttons.
 */
export function MyPostFooter({ post, busy, onRenew, onDelete, onPromoted, onSaleStateChanged }: MyPostFooterProps) {
  const status = displayStatus(post);
  const expiry = formatDate(post.expiresAt);
  return (
    <div className={styles.footer} data-testid={`my-post-${post.id}`}>
      <div className={styles.facts}>
        <Chip size="small" tone={statusColor[status]}>
          {tmy.status[status]}
        </Chip>
        {post.reserved && status === 'active' && (
          <Chip size="small" className={styles.reserved}>
            {t.ads.reserved}
          </Chip>
        )}
        <Text variant="body2" tone="secondary" className={styles.iconText}>
          <Icon icon={iconVisibilityOutlined} className={styles.inlineIcon} />
          {tmy.views(post.viewCount)}
        </Text>
        <Text
          variant="body2"
          tone={status === 'expired' ? 'inherit' : 'secondary'}
          className={cx(status === 'expired' && styles.warning)}
        >
          {expiryText(post, status, expiry)}
        </Text>
        <AdConversationCount postId={post.id} />
        <AcceptedOfferNote postId={post.id} />
        <MyPostTotals post={post} />
      </div>
      {status === 'held' && (
        <Text variant="body2" className={styles.warning} data-testid="held-note">
          {tmy.held}
        </Text>
      )}
      {(status === 'blocked' || status === 'held') && (
        <MyAdStatement
          postId={post.id}
          withoutStatement={
            status === 'held' &&
            post.blockedReason && (
              <Text variant="body2" className={styles.warning} data-testid="held-reason">
                {post.blockedReason}
              </Text>
            )
          }
        />
      )}
      <ActivePromotions postId={post.id} />
      <div className={styles.buttons}>
        <ButtonLink size="small" variant="secondary" startIcon={iconEditOutlined} to={paths.editAd(post.id)}>
          {tmy.edit}
        </ButtonLink>
        {status === 'sold' && (
          <ButtonLink size="small" variant="primary" startIcon={iconAdd} to={paths.similarAd(post.id)}>
            {t.adPage.postSimilar}
          </ButtonLink>
        )}
        {canRenew(post) && (
          <Button size="small" variant="primary" startIcon={iconRefresh} disabled={busy} onClick={() => onRenew(post)}>
            {tmy.renew}
          </Button>
        )}
        {status === 'active' && <PromoteButton post={post} onOrdered={onPromoted} />}
        {status === 'active' && <SaleStateButtons post={post} onChanged={onSaleStateChanged} />}
        <Button
          size="small"
          variant="text"
          className={styles.delete}
          startIcon={iconDeleteOutlined}
          disabled={busy}
          onClick={() => onDelete(post)}
        >
          {tmy.delete}
        </Button>
      </div>
    </div>
  );
}

function expiryText(post: Post, status: Post['status'], expiry: string): string {
  if (status === 'sold' && post.soldAt) return tmy.soldOn(formatDate(post.soldAt));
  return status === 'expired' ? tmy.expired(expiry) : tmy.expires(expiry);
}
