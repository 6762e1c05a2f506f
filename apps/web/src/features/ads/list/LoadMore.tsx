import Box from '@mui/material/Box';
import { useEffect, useRef } from 'react';
import { PlainButton } from '../../../components/PlainButton.tsx';
import { t } from '../../../messages/index.ts';

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
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
      <div ref={sentinel} data-testid="load-more-sentinel" style={{ width: 1, height: 1 }} />
      <PlainButton onClick={onLoadMore} disabled={loading}>
        {t.ads.loadMore}
      </PlainButton>
    </Box>
  );
}
