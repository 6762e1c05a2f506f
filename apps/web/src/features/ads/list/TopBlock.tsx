import type { Post } from '@skelbimai/contract';
import { t } from '../../../messages/lt.ts';
import { iconStar } from '../../../ui/icons/iconStar.ts';
import { Icon } from '../../../ui/icons.tsx';
import { Heading } from '../../../ui/Text/Text.tsx';
import { PostCard } from '../card/index.ts';
import { PostGrid, PostGridItem } from './PostGrid.tsx';
import styles from './TopBlock.module.css';

/**
 * 'TOP skelbimai': a few of the list's TOP ads, in turns (the API's topPosts, DECISIONS #104), in a labelled block
 * above the list, so the list below can follow the chosen order strictly. Nothing when the list has none.
 */
export function TopBlock({ posts }: { posts: Post[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="list-top-block" data-testid="top-block" className={styles.block}>
      <div className={styles.heading}>
        <Icon icon={iconStar} size="small" className={styles.star} />
        <Heading level={2} size="subtitle1" id="list-top-block" className={styles.title}>
          {t.ads.topBlock}
        </Heading>
      </div>
      <PostGrid label={t.ads.topBlock}>
        {posts.map((post) => (
          <PostGridItem key={post.id}>
            <PostCard post={post} />
          </PostGridItem>
        ))}
      </PostGrid>
    </section>
  );
}
