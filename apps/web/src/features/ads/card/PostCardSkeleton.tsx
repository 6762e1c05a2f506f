import { Card } from '../../../ui/Card/Card.tsx';
import { Skeleton } from '../../../ui/Skeleton/Skeleton.tsx';
import styles from './PostCardSkeleton.module.css';

/** The shape of a PostCard while its data loads; same boxes, so nothing moves when the ads arrive. */
export function PostCardSkeleton() {
  return (
    <Card padded={false} className={styles.card} data-testid="post-card-skeleton" aria-hidden="true">
      <div className={styles.body}>
        <div className={styles.media}>
          <Skeleton shape="rect" className={styles.picture} />
        </div>
        <div className={styles.details}>
          <Skeleton width="90%" />
          <Skeleton width="40%" height={28} />
          <Skeleton width="70%" />
          <Skeleton width="30%" />
        </div>
      </div>
    </Card>
  );
}
