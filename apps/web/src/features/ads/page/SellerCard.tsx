import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Post } from '@skelbimai/contract';
import { formatDate } from '../../../lib/dates.ts';
import { t } from '../../../messages/index.ts';
import { PhoneButton } from './PhoneButton.tsx';

/** Who posted the ad: display name (or a neutral fallback), member since, and the phone on request. */
export function SellerCard({ post }: { post: Post }) {
  const name = post.seller?.fullName?.trim() || t.adPage.sellerFallback;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t.adPage.seller}>
      <Typography variant="overline" color="text.secondary" component="h2">
        {t.adPage.seller}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Avatar sx={{ bgcolor: 'primary.main' }}>{name.charAt(0).toUpperCase()}</Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="seller-name">
            {name}
          </Typography>
          {post.seller && (
            <Typography variant="body2" color="text.secondary">
              {t.adPage.memberSince(formatDate(post.seller.memberSince))}
            </Typography>
          )}
        </Box>
      </Box>
      <PhoneButton postId={post.id} />
    </Paper>
  );
}
