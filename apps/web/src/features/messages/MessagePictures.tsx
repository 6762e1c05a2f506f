import type { MessagePicture } from '@skelbimai/contract';
import { lazy, Suspense, startTransition, useState } from 'react';
import { tm } from '../../messages/conversations.ts';
import styles from './pictures.module.css';

// The ad gallery's full-screen view, fetched on the first tap (PRODUCT.md §29).
const Lightbox = lazy(() => import('../ads/page/Lightbox.tsx').then((module) => ({ default: module.Lightbox })));

/** A message's pictures as thumbnails; a tap opens them in the ad gallery's full-screen view. */
export function MessagePictures({ pictures }: { pictures: MessagePicture[] }) {
  const [open, setOpen] = useState<number | null>(null);
  const count = pictures.length;
  if (count === 0) return null;
  return (
    <>
      <ul aria-label={tm.messagePictures} className={styles.thumbnails} data-count={count}>
        {pictures.map((picture, index) => (
          <li key={picture.id}>
            <button
              type="button"
              className={styles.thumbnailButton}
              aria-label={tm.openPicture(index + 1, count)}
              onClick={() => startTransition(() => setOpen(index))}
              data-testid="message-picture"
            >
              <img
                src={picture.thumbnailUrl}
                alt=""
                width={picture.width || undefined}
                height={picture.height || undefined}
                loading="lazy"
                decoding="async"
                className={styles.thumbnail}
              />
            </button>
          </li>
        ))}
      </ul>
      <Suspense fallback={null}>
        {open !== null && (
          <Lightbox
            pictures={pictures}
            title={tm.messagePictures}
            index={open}
            onIndexChange={setOpen}
            onClose={() => setOpen(null)}
          />
        )}
      </Suspense>
    </>
  );
}
