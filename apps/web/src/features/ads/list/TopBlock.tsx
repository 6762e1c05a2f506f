import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Post } from '@skelbimai/contract';
import { PlainIcon } from '../../../components/icons/plainIcons.tsx';
import { t } from '../../../messages/index.ts';
import { PostCard } from '../card/index.ts';
import { PostGrid, PostGridItem } from './PostGrid.tsx';

/**
 * 'TOP skelbimai': a few of the list's TOP ads, in turns (the API's topPosts, DECISIONS #104), in a labelled block
 * above the list, so the list below can follow the chosen order strictly. Nothing when the list has none.
 */
export function TopBlock({ posts }: { posts: Post[] }) {
  if (posts.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="list-top-block"
      data-testid="top-block"
      sx={{ mb: 2, p: { xs: 1.5, sm: 2 }, borderRadius: 1, bgcolor: 'action.hover' }}
    >
      <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', mb: 1.5 }}>
        <PlainIcon name="star" size="small" className="top-block__star" />
        <Typography id="list-top-block" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {t.ads.topBlock}
        </Typography>
      </Stack>
      <PostGrid label={t.ads.topBlock}>
        {posts.map((post) => (
          <PostGridItem key={post.id}>
            <PostCard post={post} />
          </PostGridItem>
        ))}
      </PostGrid>
    </Box>
  );
}
