import { useQuery } from '@tanstack/react-query';
import { t } from '../../messages/lt.ts';
import { Heading, Text } from '../../ui/Text/Text.tsx';
import { PostCard, PostGrid, PostGridItem, showcaseQuery } from '../ads/index.ts';
import { useHiddenPostIds } from '../saved/index.ts';
import homeStyles from './HomePage.module.css';

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
    <section className={homeStyles.section} aria-labelledby="home-showcase">
      <Heading level={2} size="h5" id="home-showcase">
        {t.ads.home.showcase}
      </Heading>
      <Text variant="body2" tone="secondary" className={homeStyles.sectionTitle}>
        {t.ads.home.showcaseNote}
      </Text>
      <PostGrid label={t.ads.home.showcase}>
        {posts.map((post) => (
          <PostGridItem key={post.id}>
            <PostCard post={post} />
          </PostGridItem>
        ))}
      </PostGrid>
    </section>
  );
}
