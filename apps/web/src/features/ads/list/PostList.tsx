import type { Post } from '@skelbimai/contract';
import { type ReactNode, useRef } from 'react';
import { t } from '../../../messages/lt.ts';
import { VisuallyHidden } from '../../../ui/Layout/Layout.tsx';
import { Text } from '../../../ui/Text/Text.tsx';
import { useHiddenPostIds } from '../../saved/index.ts';
import type { PostListParams } from '../api.ts';
import { PostCard, PostCardSkeleton } from '../card/index.ts';
import { CategorySuggestionChip } from './CategorySuggestionChip.tsx';
import { foundAdsText } from './foundCount.ts';
import { DidYouMean, EmptyList, ListError } from './ListStates.tsx';
import { LoadMore } from './LoadMore.tsx';
import { PostGrid, PostGridItem } from './PostGrid.tsx';
import styles from './PostList.module.css';
import { SearchScope } from './SearchScope.tsx';
import { TopBlock } from './TopBlock.tsx';
import { useMinimumDisplay } from './useMinimumDisplay.ts';
import { type PagedPosts, usePagedPosts } from './usePagedPosts.ts';

const SKELETON_COUNT = 8;
const MORE_SKELETON_COUNT = 4;

export interface PostListViewProps {
  list: PagedPosts;
  /** Shown when the list is empty (e.g. 'Dar nepažymėjote nė vieno skelbimo…'). */
  emptyText: string;
  /** Offer 'Įdėti skelbimą' in the empty state (default yes). */
  showPostAd?: boolean;
  /** Drop ads the viewer has hidden at once (default yes; the hidden-ads page itself says no). */
  dropHidden?: boolean;
  /** The list's accessible name. */
  label?: string;
  /** The card's top-right buttons; the favourite and hide buttons when not given. */
  renderActions?: (post: Post) => ReactNode;
  /** Extra rows under a card's details (the owner's list: status, views, buttons). */
  renderFooter?: (post: Post) => ReactNode;
  /** A higher price the viewer saw before, struck through on the card (the bookmarked ads' page). */
  previousPriceOf?: (post: Post) => number | null | undefined;
  /**
   * A search within a category: that category's name, shown as a removable chip above the list, and the list's
   * query, whose matches in the other categories SearchScope asks for.
   */
  searchScope?: { category: string; query: PostListParams };
}

/**
 * A paged list of ad cards: skeletons while a page loads (held at least 200 ms so they never
 * flicker), the error display by status code, an empty state, and infinite loading with a
 * 'Rodyti daugiau' button. The list's data comes from usePagedPosts.
 */
export function PostListView({
  list,
  emptyText,
  showPostAd = true,
  dropHidden = true,
  label = t.ads.listLabel,
  renderActions,
  renderFooter,
  previousPriceOf,
  searchScope,
}: PostListViewProps) {
  const hidden = useHiddenPostIds();
  const showSkeletons = useMinimumDisplay(list.loading);
  // Skeletons replace the list while a first page loads; later pages add them under the list.
  const replacing = useRef(false);
  if (list.loading && list.posts.length === 0) replacing.current = true;
  if (!showSkeletons) replacing.current = false;
  const skeletonsOnly = showSkeletons && replacing.current;

  if (list.errorStatus !== null) return <ListError status={list.errorStatus} onRetry={list.reload} />;

  const posts = dropHidden ? list.posts.filter((post) => !hidden.has(post.id)) : list.posts;
  const empty = !skeletonsOnly && !list.loading && posts.length === 0 && !list.hasMore;
  const scope = searchScope !== undefined && <SearchScope {...searchScope} />;
  if (empty) {
    return (
      <>
        {scope}
        <EmptyList text={emptyText} showPostAd={showPostAd} suggestion={list.suggestion} />
      </>
    );
  }

  const skeletonCount = skeletonsOnly ? SKELETON_COUNT : showSkeletons ? MORE_SKELETON_COUNT : 0;
  return (
    <div>
      {scope}
      {/* A search that found very little (the API asks at most 3 ads) may also have a correction to offer. */}
      {!skeletonsOnly && list.suggestion && <DidYouMean suggestion={list.suggestion} />}
      {list.categorySuggestion && !skeletonsOnly && <CategorySuggestionChip suggestion={list.categorySuggestion} />}
      {!skeletonsOnly && <TopBlock posts={list.topPosts.filter((post) => !hidden.has(post.id))} />}
      {!skeletonsOnly && list.total && (
        <Text tone="secondary" className={styles.count} data-testid="found-count">
          {foundAdsText(list.total.count, list.total.capped)}
        </Text>
      )}
      <PostGrid label={label} busy={showSkeletons}>
        {!skeletonsOnly &&
          posts.map((post) => (
            <PostGridItem key={post.id}>
              <PostCard
                post={post}
                actions={renderActions?.(post)}
                footer={renderFooter?.(post)}
                previousPrice={previousPriceOf?.(post)}
                titleElement="h2"
              />
            </PostGridItem>
          ))}
        {Array.from({ length: skeletonCount }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <PostGridItem key={`skeleton-${index}`}>
            <PostCardSkeleton />
          </PostGridItem>
        ))}
      </PostGrid>
      <VisuallyHidden role="status">{showSkeletons ? t.ads.loading : ''}</VisuallyHidden>
      {!skeletonsOnly && list.hasMore && <LoadMore onLoadMore={list.loadMore} loading={list.loading} />}
      {!list.hasMore && list.page > 1 && posts.length > 0 && (
        <Text tone="secondary" className={styles.end}>
          {t.ads.end}
        </Text>
      )}
    </div>
  );
}

export interface PostListProps extends Omit<PostListViewProps, 'list'> {
  /** The API query (categoryName, listTarget, searchKeyword, filters…); a change starts again at page 1. */
  query: PostListParams;
  /** False while the query is not known yet (e.g. categories loading). */
  enabled?: boolean;
}

/** A self-loading paged ad list for any list target: public lists, favourites, hidden ads. */
export function PostList({ query, enabled, ...view }: PostListProps) {
  const list = usePagedPosts(query, { enabled });
  return <PostListView list={list} {...view} />;
}
