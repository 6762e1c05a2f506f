import type { Post } from '@skelbimai/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useRenderNow } from '../../../components/RenderClock.tsx';
import { paths } from '../../../lib/paths.ts';
import { t } from '../../../messages/lt.ts';
import { Chip } from '../../../ui/Badge/Badge.tsx';
import { cx } from '../../../ui/cx.ts';
import { iconBolt } from '../../../ui/icons/iconBolt.ts';
import { iconStar } from '../../../ui/icons/iconStar.ts';
import { VisuallyHidden } from '../../../ui/Layout/Layout.tsx';
import { SavedPostButtons } from '../../saved/index.ts';
import { formatAge, formatPrice, postTypeLabel } from './format.ts';
import styles from './PostCard.module.css';
import { PostCover } from './PostCover.tsx';

interface PostCardProps {
  post: Post;
  /** Buttons at the details' bottom right; the favourite and hide buttons unless a list gives its own. */
  actions?: ReactNode;
  /** Extra rows under the details (the owner's list puts status, views and its buttons here). */
  footer?: ReactNode;
  /**
   * The title's heading level: h3 under a section's h2 (home, similar ads), h2 in a list page's grid right under
   * its h1, so headings never skip a level (screen readers' heading navigation; Lighthouse's heading order).
   */
  titleElement?: 'h2' | 'h3';
  /**
   * A higher price the viewer saw before (a bookmarked ad's): shown struck through beside the price. Without
   * it, the price before a drop of the last 14 days (post.previousPrice, with 'Kaina sumažinta').
   */
  previousPrice?: number | null;
}

/** The price fell in the last 14 days ('Kaina sumažinta'): the API names the price before (decision 0084). */
export function priceDropped(post: Post): post is Post & { previousPrice: number; price: number } {
  return post.previousPrice != null && post.price !== null && post.previousPrice > post.price;
}

/**
 * One ad in a list. On phones a compact row (thumbnail left), from the small breakpoint a grid tile.
 * The title link stretches over the picture and details, so they open the ad, while the action
 * buttons (raised above the stretched link) and the footer stay separately clickable.
 *
 * Plain elements styled by PostCard.module.css (build-time CSS): a list renders 20 cards, and MUI's components
 * serialised their styles on the server for every visitor and again while the phone hydrated the page
 * (DECISIONS #155).
 */
export function PostCard({ post, actions, footer, titleElement: Title = 'h3', previousPrice }: PostCardProps) {
  const { promotion } = post;
  const renderedAt = useRenderNow();
  const dropped = priceDropped(post);
  const was = previousPrice ?? (dropped ? post.previousPrice : null);
  // The two or three facts that matter for this kind of ad (PRODUCT.md §25): '2015 m. · 182 000 km · Dyzelinas'.
  const cardFacts = post.facts.filter((fact) => fact.onCard).map((fact) => fact.text);
  return (
    <article
      className={cx(styles.card, promotion.highlighted && styles.highlighted)}
      data-testid={`post-card-${post.id}`}
    >
      <div className={styles.body}>
        <div className={styles.media}>
          <PostCover picture={post.pictureUploads[0]} />
          <div className={styles.badges}>
            {promotion.top && (
              <Chip tone="primary" size="small" icon={iconStar} className={styles.topBadge}>
                {t.ads.top}
              </Chip>
            )}
            {promotion.urgent && (
              <Chip tone="error" size="small" icon={iconBolt}>
                {t.ads.urgent}
              </Chip>
            )}
            {dropped && (
              <Chip tone="success" size="small" data-testid="price-dropped">
                {t.ads.priceDropped}
              </Chip>
            )}
            {post.reserved && (
              <Chip size="small" className={styles.reservedBadge}>
                {t.ads.reserved}
              </Chip>
            )}
          </div>
        </div>
        <div className={styles.details}>
          <Title className={styles.title}>
            <RouterLink to={paths.ad(post.id)} className={styles.link}>
              {post.title}
            </RouterLink>
          </Title>
          <p className={styles.price}>
            {formatPrice(post.price)}
            {was != null && post.price !== null && was > post.price && (
              <s className={styles.previousPrice} data-testid="previous-price">
                {/* A strike-through is not read out: its words are. */}
                <VisuallyHidden>{t.ads.previousPrice}</VisuallyHidden>
                {formatPrice(was)}
              </s>
            )}
          </p>
          {cardFacts.length > 0 && (
            <p className={styles.facts} data-testid="card-facts">
              {cardFacts.join(' · ')}
            </p>
          )}
          <p className={styles.meta}>
            {postTypeLabel(post.postType)} · {post.location}
          </p>
          {/* As tall as the action buttons beside it, and clear of them. */}
          <span className={styles.age}>
            <time dateTime={post.bumpedAt}>{formatAge(post.bumpedAt, renderedAt)}</time>
          </span>
        </div>
        {/* Raised above the stretched link, at the bottom right beside the age line. */}
        <div className={styles.actions}>
          {actions ?? <SavedPostButtons postId={post.id} title={post.title} size="small" />}
        </div>
      </div>
      {footer && <div className={styles.footer}>{footer}</div>}
    </article>
  );
}
