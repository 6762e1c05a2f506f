import { useEffect, useRef } from 'react';
import { t } from '../../../messages/lt.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import styles from './LoadMore.module.css';

/**
 * Infinite loading: an invisible sentinel under the list asks for the next page when it comes near
 * the viewport. The visible 'Rodyti daugiau' button does the same for keyboards, old browsers and
 * anyone who prefers to click.
 */
export function LoadMore({ onLoadMore, loading }: { onLoadMore: () => void; loading: boolean }) {
  const sentinel = useRef<HTMLDivElement>(null);
  const callback = useRef(onLoadMore);
  callback.current = onLoadMore;

  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div className={styles.more}>
      <div ref={sentinel} data-testid="load-more-sentinel" className={styles.sentinel} />
      <Button onClick={onLoadMore} disabled={loading}>
        {t.ads.loadMore}
      </Button>
    </div>
  );
}
