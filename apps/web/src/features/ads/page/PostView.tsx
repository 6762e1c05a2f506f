import type { Post } from '@skelbimai/contract';
import { t } from '../../../messages/lt.ts';
import { Alert } from '../../../ui/Alert/Alert.tsx';
import { Chip } from '../../../ui/Badge/Badge.tsx';
import { Heading, Text } from '../../../ui/Text/Text.tsx';
import { Gallery } from './Gallery.tsx';
import { PostFacts } from './PostFacts.tsx';
import { PostSummary } from './PostSummary.tsx';
import styles from './PostView.module.css';
import { SellerCard } from './SellerCard.tsx';
import { SimilarAds } from './SimilarAds.tsx';

export function PostView({ post, canEdit }: { post: Post; canEdit: boolean }) {
  const notice =
    post.status === 'expired' || post.status === 'blocked' || post.status === 'sold' || post.status === 'held'
      ? t.adPage.statusNotice[post.status]
      : null;
  return (
    <article>
      {notice && (
        <Alert
          severity={post.status === 'sold' ? 'info' : 'warning'}
          className={styles.notice}
          data-testid="ad-status-notice"
        >
          {notice}
        </Alert>
      )}
      {post.reserved && post.status === 'active' && (
        <p className={styles.reserved}>
          <Chip className={styles.reservedBadge} data-testid="ad-reserved">
            {t.ads.reserved}
          </Chip>
        </p>
      )}
      <div className={styles.layout}>
        <div className={styles.gallery}>
          <Gallery pictures={post.pictureUploads} title={post.title} />
        </div>
        <div className={styles.summary}>
          <PostSummary post={post} canEdit={canEdit} />
          <SellerCard post={post} />
        </div>
        {post.facts?.length > 0 && (
          <div className={styles.facts}>
            <PostFacts facts={post.facts} />
          </div>
        )}
        <section aria-labelledby="ad-description" className={styles.description}>
          <Heading level={2} size="h6" id="ad-description" className={styles.descriptionHeading}>
            {t.adPage.description}
          </Heading>
          <Text
            tone={post.description ? 'inherit' : 'secondary'}
            className={styles.descriptionText}
            data-testid="ad-description"
          >
            {post.description || t.adPage.noDescription}
          </Text>
        </section>
      </div>
      <SimilarAds post={post} />
    </article>
  );
}
