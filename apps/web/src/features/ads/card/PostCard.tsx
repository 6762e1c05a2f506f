import BoltIcon from '@mui/icons-material/Bolt';
import StarIcon from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Post } from '@skelbimai/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { HydrateInTurn } from '../../../components/HydrateInTurn.tsx';
import { useRenderNow } from '../../../components/RenderClock.tsx';
import { visuallyHidden } from '../../../components/visuallyHidden.ts';
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
  /** A higher price the viewer saw before (a bookmarked ad's, issue 28): shown struck through beside the price. */
  previousPrice?: number | null;
}

/**
 * One ad in a list. On phones a compact row (thumbnail left), from the small breakpoint a grid tile.
 * The title link stretches over the picture and details, so they open the ad, while the action
 * buttons (raised above the stretched link) and the footer stay separately clickable.
 */
export function PostCard(props: PostCardProps) {
  return (
    <HydrateInTurn>
      <PostCardView {...props} />
    </HydrateInTurn>
  );
}

function PostCardView({ post, actions, footer, titleElement = 'h3', previousPrice }: PostCardProps) {
  const { promotion } = post;
  const renderedAt = useRenderNow();
  return (
    <Card
      component="article"
      variant="outlined"
      data-testid={`post-card-${post.id}`}
      sx={{
        position: 'relative',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        ...(promotion.highlighted && { bgcolor: '#FFF8E1', borderColor: 'warning.main', borderWidth: 2 }),
        '&:hover': { boxShadow: 3 },
        '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        // A card out of view is not laid out until it nears the viewport: the first layout of a page with 20
        // cards was its longest task on a phone (DECISIONS #151). The sizes are a row's and a tile's typical
        // height, so the scrollbar barely moves; 'auto' then keeps each card's real one.
        contentVisibility: 'auto',
        containIntrinsicSize: { xs: 'auto 148px', sm: 'auto 340px' },
      }}
    >
      <Box sx={{ position: 'relative', display: 'flex', flexDirection: { xs: 'row', sm: 'column' }, flexGrow: 1 }}>
        <Box sx={{ position: 'relative', width: { xs: 128, sm: '100%' }, flexShrink: 0 }}>
          <PostCover picture={post.pictureUploads[0]} />
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={0.5}
            sx={{ position: 'absolute', top: 6, left: 6, alignItems: 'flex-start' }}
          >
            {promotion.top && (
              <Chip size="small" color="primary" icon={<StarIcon />} label={t.ads.top} sx={{ fontWeight: 700 }} />
            )}
            {promotion.urgent && <Chip size="small" color="error" icon={<BoltIcon />} label={t.ads.urgent} />}
            {post.reserved && <Chip size="small" color="info" label={t.ads.reserved} />}
          </Stack>
        </Box>
        <Box sx={{ p: 1.5, minWidth: 0, flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          <Typography variant="subtitle1" component={titleElement} sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            <Link
              component={RouterLink}
              to={paths.ad(post.id)}
              color="inherit"
              underline="hover"
              sx={{
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
                overflowWrap: 'anywhere',
                // The stretched link: the whole card is the link's click area.
                '&::after': { content: '""', position: 'absolute', inset: 0 },
                '&:focus-visible': { outline: 'none' },
              }}
            >
              {post.title}
            </Link>
          </Typography>
          <Typography variant="h6" component="p" color="primary" sx={{ fontSize: '1.1rem', fontWeight: 700 }}>
            {formatPrice(post.price)}
            {previousPrice != null && post.price !== null && previousPrice > post.price && (
              <Box
                component="s"
                data-testid="previous-price"
                sx={{ ml: 1, color: 'text.secondary', fontSize: '0.9rem', fontWeight: 400 }}
              >
                {/* A strike-through is not read out: its words are. */}
                <Box component="span" sx={visuallyHidden}>
                  {t.ads.previousPrice}
                </Box>
                {formatPrice(previousPrice)}
              </Box>
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary" noWrap>
            {postTypeLabel(post.postType)} · {post.location}
          </Typography>
          {/* As tall as the action buttons beside it, and clear of them. */}
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ pr: 10, minHeight: 30, display: 'flex', alignItems: 'center', mt: 'auto' }}
          >
            <time dateTime={post.bumpedAt}>{formatAge(post.bumpedAt, renderedAt)}</time>
          </Typography>
        </Box>
        {/* Raised above the stretched link, at the bottom right beside the age line. */}
        <Box sx={{ position: 'absolute', zIndex: 1, right: 4, bottom: 4 }}>
          {actions ?? <SavedPostButtons postId={post.id} title={post.title} size="small" />}
        </Box>
      </Box>
      {footer && <Box sx={{ px: 1.5, pb: 1.5 }}>{footer}</Box>}
    </Card>
  );
}
