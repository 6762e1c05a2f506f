import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Post, PostSeller } from '@skelbimai/contract';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { sellerName } from '../../../lib/contract.ts';
import { formatDate } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { t } from '../../../messages/index.ts';
import { WriteToSeller } from '../../messages/index.ts';
import { sellerQuery } from '../../sellers/index.ts';
import { PhoneButton } from './PhoneButton.tsx';

/**
 * Who posted the ad: display name (or 'Pardavėjas') linking to the seller's page, member since, the phone on
 * request, and 'Visi pardavėjo skelbimai (N)'. 'Parašyti pardavėjui' only while the ad is not sold.
 */
export function SellerCard({ post }: { post: Post }) {
  const name = sellerName(post.seller?.fullName);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t.adPage.seller}>
      <Typography variant="overline" color="textSecondary" component="h2">
        {t.adPage.seller}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Avatar sx={{ bgcolor: 'primary.main' }}>{name.charAt(0).toUpperCase()}</Avatar>
        <Box sx={{ minWidth: 0 }}>
          {post.seller ? (
            <Link
              component={RouterLink}
              to={paths.seller(post.seller.id)}
              underline="hover"
              color="inherit"
              sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              data-testid="seller-name"
            >
              {name}
            </Link>
          ) : (
            <Typography sx={{ fontWeight: 600 }} data-testid="seller-name">
              {name}
            </Typography>
          )}
          {post.seller && (
            <Typography variant="body2" color="textSecondary">
              {t.adPage.memberSince(formatDate(post.seller.memberSince))}
            </Typography>
          )}
        </Box>
      </Box>
      {/* A sold ad takes no new conversation (the API answers 409); one already started goes on from 'Žinutės'. */}
      {post.status !== 'sold' && <WriteToSeller postId={post.id} ownerId={post.creatorId} />}
      <PhoneButton postId={post.id} />
      {post.seller && <AllSellerAds seller={post.seller} />}
    </Paper>
  );
}

/**
 * The link to the seller's page, with their active ad count once their card is known (the server's render
 * fetches it with the ad). A seller the API does not show (blocked, only a moderator sees the ad) gets no link.
 */
function AllSellerAds({ seller }: { seller: PostSeller }) {
  const query = useQuery(sellerQuery(seller.id));
  if (query.isError) return null;
  return (
    <Button
      component={RouterLink}
      to={paths.seller(seller.id)}
      variant="text"
      fullWidth
      sx={{ mt: 1 }}
      data-testid="seller-ads-link"
    >
      {t.adPage.allSellerAds(query.data ? query.data.activeAdCount : null)}
    </Button>
  );
}
