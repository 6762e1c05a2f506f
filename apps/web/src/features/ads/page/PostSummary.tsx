import type { Post } from '@skelbimai/contract';
import { Suspense } from 'react';
import { Breadcrumbs } from '../../../components/Breadcrumbs.tsx';
import { lazyPart } from '../../../components/lazyPart.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { t } from '../../../messages/lt.ts';
import { Chip } from '../../../ui/Badge/Badge.tsx';
import { ButtonLink } from '../../../ui/Button/Button.tsx';
import { iconEdit } from '../../../ui/icons/iconEdit.ts';
import { iconPlaceOutlined } from '../../../ui/icons/iconPlaceOutlined.ts';
import { Icon } from '../../../ui/icons.tsx';
import { Divider, Stack, VisuallyHidden } from '../../../ui/Layout/Layout.tsx';
import { Heading, Text } from '../../../ui/Text/Text.tsx';
import { useAuth } from '../../auth/index.ts';
import { NoticeButton } from '../../notices/index.ts';
import { ReportPostButton, SavedPostButtons } from '../../saved/index.ts';
import { formatPrice, postTypeLabel, priceDropped } from '../card/index.ts';
import styles from './PostSummary.module.css';
import { ShareButton } from './ShareButton.tsx';
import { ViewCount } from './ViewCount.tsx';

// The owner's buttons, loaded only on the owner's own ad, under a Suspense boundary of its own; loaded before
// hydrating when the server rendered them (lazyPart), so a tap on them is never lost.
const OwnerSection = lazyPart('ad-owner', () => import('./OwnerSection.tsx'));

/** An edit a minute after posting is still the posting as far as a reader cares. */
const meaningfulEditMs = 60_000;

/**
 * Category trail, title, price, type, place, dates, views and the buttons that act on the ad: a visitor's
 * (favourite, hide, report, share; a moderator's edit too), or, on their own ad, the owner's (OwnerActions).
 */
export function PostSummary({ post, canEdit }: { post: Post; canEdit: boolean }) {
  const edited = Date.parse(post.updatedAt) - Date.parse(post.createdAt) > meaningfulEditMs;
  const { user } = useAuth();
  const owner = user !== null && user.id === post.creatorId;
  return (
    <div data-testid="ad-summary">
      <Breadcrumbs
        label={t.adPage.categoryTrail}
        small
        items={[
          { label: post.category.name, to: paths.category(post.category.logicalName) },
          {
            label: post.subCategory.name,
            to: paths.category(post.category.logicalName, post.subCategory.logicalName),
          },
        ]}
      />
      <Heading level={1} size="h4" className={styles.title}>
        {post.title}
      </Heading>
      <Text tone="brand" className={styles.price} data-testid="ad-price">
        {formatPrice(post.price)}
        {priceDropped(post) && (
          <s className={styles.previousPrice} data-testid="ad-previous-price">
            {/* A strike-through is not read out: its words are. */}
            <VisuallyHidden>{t.ads.previousPrice}</VisuallyHidden>
            {formatPrice(post.previousPrice)}
          </s>
        )}
      </Text>
      <Stack direction="row" gap={1} align="center" wrap className={styles.labels}>
        <Chip size="small">{postTypeLabel(post.postType)}</Chip>
        {priceDropped(post) && (
          <Chip size="small" tone="success" data-testid="ad-price-dropped">
            {t.ads.priceDropped}
          </Chip>
        )}
        {post.promotion.top && (
          <Chip size="small" tone="primary">
            {t.ads.top}
          </Chip>
        )}
        {post.promotion.urgent && (
          <Chip size="small" tone="error">
            {t.ads.urgent}
          </Chip>
        )}
        <Text as="span" variant="body2" className={styles.place}>
          <Icon icon={iconPlaceOutlined} size="small" className={styles.placeIcon} />
          {post.location}
        </Text>
      </Stack>
      <Text variant="body2" tone="secondary" className={styles.dates}>
        {t.adPage.created(formatDateTime(post.createdAt))}
        {edited && ` · ${t.adPage.updated(formatDateTime(post.updatedAt))}`}
        <br />
        <ViewCount post={post}>{t.adPage.views}</ViewCount> · {t.adPage.adNumber(post.id)}
      </Text>
      <Divider className={styles.rule} />
      {owner ? (
        <Suspense fallback={null}>
          <OwnerSection post={post} />
        </Suspense>
      ) : (
        <Stack direction="row" gap={0.5} align="center" wrap>
          <SavedPostButtons postId={post.id} title={post.title} />
          <ReportPostButton postId={post.id} />
          <NoticeButton postId={post.id} />
          <ShareButton title={post.title} />
          {canEdit && (
            // A moderator's edit of someone else's ad.
            <ButtonLink
              to={paths.editAd(post.id)}
              startIcon={iconEdit}
              variant="secondary"
              size="small"
              className={styles.moderatorEdit}
            >
              {t.adPage.edit}
            </ButtonLink>
          )}
        </Stack>
      )}
    </div>
  );
}
