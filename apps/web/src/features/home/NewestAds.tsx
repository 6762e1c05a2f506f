import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { isApiError } from '../../api/index.ts';
import { paths } from '../../lib/paths.ts';
import { t } from '../../messages/lt.ts';
import { Alert } from '../../ui/Alert/Alert.tsx';
import { ButtonLink } from '../../ui/Button/Button.tsx';
import { iconArrowForward } from '../../ui/icons/iconArrowForward.ts';
import { Stack } from '../../ui/Layout/Layout.tsx';
import { Heading } from '../../ui/Text/Text.tsx';
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
import homeStyles from './HomePage.module.css';
import styles from './NewestAds.module.css';

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
    <section className={homeStyles.section} aria-labelledby="home-newest">
      {/* Wraps: at 200 % text the heading and the link do not fit one 390 px row (WCAG 1.4.10). */}
      <Stack direction="row" align="center" justify="between" wrap className={styles.header}>
        <Heading level={2} size="h5" id="home-newest">
          {t.ads.home.newest}
        </Heading>
        <ButtonLink to={paths.allAds} variant="text" endIcon={iconArrowForward}>
          {t.ads.home.all}
        </ButtonLink>
      </Stack>
      {content}
    </section>
  );
}
