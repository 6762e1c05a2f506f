import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Post } from '@skelbimai/contract';
import { badgeClassName } from '../../../components/plainChip.ts';
import { t } from '../../../messages/index.ts';
import { Gallery } from './Gallery.tsx';
import { PostSummary } from './PostSummary.tsx';
import { SellerCard } from './SellerCard.tsx';
import { SimilarAds } from './SimilarAds.tsx';

/**
 * Phones: pictures, summary, seller, description, one under another. Laptops: pictures and the
 * description on the left, the summary and seller on the right, staying in view while the left scrolls.
 */
export const adLayoutSx = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
  gridTemplateAreas: {
    xs: '"gallery" "summary" "description"',
    md: '"gallery summary" "description summary"',
  },
  alignItems: 'start',
} as const;

export function PostView({ post, canEdit }: { post: Post; canEdit: boolean }) {
  const notice =
    post.status === 'expired' || post.status === 'blocked' || post.status === 'sold' || post.status === 'held'
      ? t.adPage.statusNotice[post.status]
      : null;
  return (
    <Box component="article">
      {notice && (
        <Alert severity={post.status === 'sold' ? 'info' : 'warning'} sx={{ mb: 2 }} data-testid="ad-status-notice">
          {notice}
        </Alert>
      )}
      {post.reserved && post.status === 'active' && (
        <Box component="p" sx={{ mt: 0, mb: 2 }}>
          <span className={badgeClassName('info', 'medium')} data-testid="ad-reserved">
            {t.ads.reserved}
          </span>
        </Box>
      )}
      <Box sx={adLayoutSx}>
        {/* Edge to edge on phones, as picture viewers are. */}
        <Box sx={{ gridArea: 'gallery', mx: { xs: -1.5, sm: 0 } }}>
          <Gallery pictures={post.pictureUploads} title={post.title} />
        </Box>
        <Box sx={{ gridArea: 'summary', position: { md: 'sticky' }, top: { md: 80 }, display: 'grid', gap: 2 }}>
          <PostSummary post={post} canEdit={canEdit} />
          <SellerCard post={post} />
        </Box>
        <Box component="section" aria-labelledby="ad-description" sx={{ gridArea: 'description' }}>
          <Typography variant="h6" component="h2" id="ad-description" sx={{ mb: 1 }}>
            {t.adPage.description}
          </Typography>
          {/* Plain text: React escapes it, pre-wrap keeps the seller's line breaks. */}
          <Typography
            sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            color={post.description ? 'text.primary' : 'text.secondary'}
            data-testid="ad-description"
          >
            {post.description || t.adPage.noDescription}
          </Typography>
        </Box>
      </Box>
      <SimilarAds post={post} />
    </Box>
  );
}
