import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../messages/index.ts';
import { PostCard, PostGrid, PostGridItem, showcaseQuery } from '../ads/index.ts';
import { useHiddenPostIds } from '../saved/index.ts';

/**
 * Ads with the 'Pradžios puslapyje' service, in turns among all that bought it (the API rotates them, DECISIONS
 * #104), labelled as such. The section appears only when there is something to show.
 */
export function ShowcaseSection() {
  const { data } = useQuery(showcaseQuery);
  const hidden = useHiddenPostIds();
  const posts = (data ?? []).filter((post) => !hidden.has(post.id));
  if (posts.length === 0) return null;
  return (
    <Box component="section" sx={{ mb: { xs: 3, sm: 4 } }} aria-labelledby="home-showcase">
      <Typography id="home-showcase" variant="h5" component="h2">
        {t.ads.home.showcase}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {t.ads.home.showcaseNote}
      </Typography>
      <PostGrid label={t.ads.home.showcase}>
        {posts.map((post) => (
          <PostGridItem key={post.id}>
            <PostCard post={post} />
          </PostGridItem>
        ))}
      </PostGrid>
    </Box>
  );
}
