import { t } from '../../../messages/lt.ts';
import { Skeleton } from '../../../ui/Skeleton/Skeleton.tsx';
import styles from './AdPageSkeleton.module.css';
// The ad page's own grid and areas, so nothing jumps when the ad arrives.
import adLayout from './PostView.module.css';

/** The ad page's boxes while it loads, laid out like the page so nothing jumps when it arrives. */
export function AdPageSkeleton() {
  return (
    <section className={adLayout.layout} aria-busy="true" aria-label={t.adPage.loading} data-testid="ad-skeleton">
      <div className={adLayout.gallery}>
        <Skeleton shape="rect" className={styles.picture} />
      </div>
      <div className={styles.summary}>
        <Skeleton width="40%" />
        <Skeleton width="90%" className={styles.title} />
        <Skeleton width="35%" className={styles.price} />
        <Skeleton width="60%" />
        <Skeleton width="50%" />
        <Skeleton shape="rect" height={150} className={styles.box} />
      </div>
      <div className={adLayout.description}>
        <Skeleton width="30%" />
        <Skeleton />
        <Skeleton />
        <Skeleton width="80%" />
      </div>
    </section>
  );
}
