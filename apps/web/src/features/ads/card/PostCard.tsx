import type { Post } from '@skelbimai/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PlainIcon } from '../../../components/icons/plainIcons.tsx';
import { badgeClassName } from '../../../components/plainChip.ts';
import { useRenderNow } from '../../../components/RenderClock.tsx';
import { paths } from '../../../lib/paths.ts';
import { t } from '../../../messages/index.ts';
import { SavedPostButtons } from '../../saved/index.ts';
import { formatAge, formatPrice, postTypeLabel } from './format.ts';
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
  /** A higher price the viewer saw before (a bookmarked ad's): shown struck through beside the price. */
  previousPrice?: number | null;
}

/**
 * One ad in a list. On phones a compact row (thumbnail left), from the small breakpoint a grid tile.
 * The title link stretches over the picture and details, so they open the ad, while the action
 * buttons (raised above the stretched link) and the footer stay separately clickable.
 *
 * Plain elements with the classes of `postCardStyles.ts`, not MUI's components: a list renders 20 cards, and
 * each MUI component serialised its styles on the server for every visitor and again while the phone
 * hydrated the page (DECISIONS #155).
 */
export function PostCard({ post, actions, footer, titleElement: Title = 'h3', previousPrice }: PostCardProps) {
  const { promotion } = post;
  const renderedAt = useRenderNow();
  return (
    <article
      className={promotion.highlighted ? 'ad-card ad-card--highlighted' : 'ad-card'}
      data-testid={`post-card-${post.id}`}
    >
      <div className="ad-card__body">
        <div className="ad-card__media">
          <PostCover picture={post.pictureUploads[0]} />
          <div className="ad-card__badges">
            {promotion.top && (
              <span className={badgeClassName('primary')}>
                <PlainIcon name="star" size="small" />
                {t.ads.top}
              </span>
            )}
            {promotion.urgent && (
              <span className={badgeClassName('error')}>
                <PlainIcon name="bolt" size="small" />
                {t.ads.urgent}
              </span>
            )}
            {post.reserved && <span className={badgeClassName('info')}>{t.ads.reserved}</span>}
          </div>
        </div>
        <div className="ad-card__details">
          <Title className="ad-card__title">
            <RouterLink to={paths.ad(post.id)} className="ad-card__link">
              {post.title}
            </RouterLink>
          </Title>
          <p className="ad-card__price">
            {formatPrice(post.price)}
            {previousPrice != null && post.price !== null && previousPrice > post.price && (
              <s className="ad-card__previous-price" data-testid="previous-price">
                {/* A strike-through is not read out: its words are. */}
                <span className="visually-hidden">{t.ads.previousPrice}</span>
                {formatPrice(previousPrice)}
              </s>
            )}
          </p>
          <p className="ad-card__meta">
            {postTypeLabel(post.postType)} · {post.location}
          </p>
          {/* As tall as the action buttons beside it, and clear of them. */}
          <span className="ad-card__age">
            <time dateTime={post.bumpedAt}>{formatAge(post.bumpedAt, renderedAt)}</time>
          </span>
        </div>
        {/* Raised above the stretched link, at the bottom right beside the age line. */}
        <div className="ad-card__actions">
          {actions ?? <SavedPostButtons postId={post.id} title={post.title} size="small" />}
        </div>
      </div>
      {footer && <div className="ad-card__footer">{footer}</div>}
    </article>
  );
}
