import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../api/index.ts';
import { ButtonContent, buttonClassName } from '../../components/PlainButton.tsx';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/index.ts';
import {
  EmptyList,
  listErrorText,
  newestPostsQuery,
  PostCard,
  PostCardSkeleton,
  PostGrid,
  PostGridItem,
  useMinimumDisplay,
} from '../ads/index.ts';
import { useHiddenPostIds } from '../saved/index.ts';

const SHOWN = 8;

/** The newest ads (the list's non-paged first page), with a link to all of them. */
export function NewestAds() {
  const { data, isPending, error } = useQuery(newestPostsQuery);
  const hidden = useHiddenPostIds();
  const showSkeletons = useMinimumDisplay(isPending);
  const posts = (data ?? []).filter((post) => !hidden.has(post.id)).slice(0, SHOWN);

  let content: ReactNode;
  if (error) content = <Alert severity="warning">{listErrorText(isApiError(error) ? error.status : 0)}</Alert>;
  else if (!showSkeletons && posts.length === 0) content = <EmptyList text={t.ads.empty} />;
  else
    content = (
      <PostGrid label={t.ads.home.newest} busy={showSkeletons}>
        {showSkeletons
          ? Array.from({ length: 4 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
              <PostGridItem key={index}>
                <PostCardSkeleton />
              </PostGridItem>
            ))
          : posts.map((post) => (
              <PostGridItem key={post.id}>
                <PostCard post={post} />
              </PostGridItem>
            ))}
      </PostGrid>
    );

  return (
    <Box component="section" sx={{ mb: { xs: 3, sm: 4 } }} aria-labelledby="home-newest">
      {/* Wraps: at 200 % text the heading and the link do not fit one 390 px row (WCAG 1.4.10). */}
      <Stack
        direction="row"
        sx={{ mb: 2, alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}
      >
        <Typography id="home-newest" variant="h5" component="h2">
          {t.ads.home.newest}
        </Typography>
        <Link to={paths.allAds} className={buttonClassName('text')}>
          <ButtonContent endIcon="arrowForward">{t.ads.home.all}</ButtonContent>
        </Link>
      </Stack>
      {content}
    </Box>
  );
}
