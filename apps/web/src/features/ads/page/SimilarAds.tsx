import type { Post } from '@skelbimai/contract';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../../messages/lt.ts';
import { Heading } from '../../../ui/Text/Text.tsx';
import { similarPostsQuery } from '../api.ts';
import { PostCard } from '../card/index.ts';
import { PostGrid, PostGridItem } from '../list/PostGrid.tsx';
import styles from './SimilarAds.module.css';

export const SIMILAR_MAX = 8;

/**
 * Up to eight other ads of the same subcategory (the newest, non-paged list); nothing when there are none. `post`
 * is the ad shown, or a gone ad's id and category.
 */
export function SimilarAds({ post }: { post: Pick<Post, 'id' | 'category' | 'subCategory'> }) {
  const { data } = useQuery(similarPostsQuery(post));
  const similar = (data ?? []).filter((other) => other.id !== post.id).slice(0, SIMILAR_MAX);
  if (similar.length === 0) return null;
  return (
    <section aria-labelledby="similar-ads" className={styles.similar}>
      <Heading level={2} size="h5" id="similar-ads" className={styles.heading}>
        {t.adPage.similar}
      </Heading>
      <PostGrid label={t.adPage.similar}>
        {similar.map((other) => (
          <PostGridItem key={other.id}>
            <PostCard post={other} />
          </PostGridItem>
        ))}
      </PostGrid>
    </section>
  );
}
