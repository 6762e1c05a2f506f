import type { PostPicture } from '@skelbimai/contract';
import { type KeyboardEvent, lazy, Suspense, startTransition, useState } from 'react';
import { t } from '../../../messages/lt.ts';
import { cx } from '../../../ui/cx.ts';
import { IconButton } from '../../../ui/IconButton/IconButton.tsx';
import { iconChevronLeft } from '../../../ui/icons/iconChevronLeft.ts';
import { iconChevronRight } from '../../../ui/icons/iconChevronRight.ts';
import { iconImageOutlined } from '../../../ui/icons/iconImageOutlined.ts';
import { Icon } from '../../../ui/icons.tsx';
import styles from './Gallery.module.css';
import { SnapStrip } from './SnapStrip.tsx';
import { SpokenPosition } from './SpokenPosition.tsx';

// The full-screen view's code is fetched on the first tap.
const Lightbox = lazy(() => import('./Lightbox.tsx').then((module) => ({ default: module.Lightbox })));

const g = t.adPage.gallery;

/**
 * The ad's pictures: the cover large in a 4:3 box; on phones swipe (scroll-snap) with dots and a
 * counter, on wider screens arrows and thumbnails. A tap or click opens the full-screen view; the
 * left and right arrow keys move while the gallery has focus.
 */
export function Gallery({ pictures, title }: { pictures: PostPicture[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  const count = pictures.length;

  if (count === 0) {
    return (
      <div className={styles.empty}>
        <Icon icon={iconImageOutlined} title={t.ads.noPicture} className={styles.emptyIcon} />
      </div>
    );
  }

  const go = (step: number) => setIndex((current) => Math.min(count - 1, Math.max(0, current + step)));
  const onKeyDown = (event: KeyboardEvent) => {
    // React bubbles the full-screen view's keys here through its portal; that view moves by itself.
    if (!event.currentTarget.contains(event.target as Node)) return;
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  };

  return (
    <section aria-label={g.label} onKeyDown={onKeyDown}>
      <div className={styles.frame}>
        <SnapStrip
          count={count}
          index={index}
          onIndexChange={setIndex}
          label={g.label}
          renderSlide={(slide) => {
            const picture = pictures[slide];
            if (!picture) return null;
            return (
              <button
                type="button"
                onClick={() => {
                  setIndex(slide);
                  startTransition(() => setFullScreen(true));
                }}
                aria-label={`${g.open}: ${g.pictureAlt(title, slide + 1, count)}`}
                className={cx(styles.pictureButton, styles.slide)}
              >
                <img
                  src={picture.url}
                  alt={g.pictureAlt(title, slide + 1, count)}
                  width={picture.width || undefined}
                  height={picture.height || undefined}
                  loading={slide === 0 ? 'eager' : 'lazy'}
                  fetchPriority={slide === 0 ? 'high' : undefined}
                  decoding="async"
                  className={styles.picture}
                />
              </button>
            );
          }}
        />
        {count > 1 && (
          <>
            <SpokenPosition index={index} count={count} testId="gallery-position" />
            <div aria-hidden="true" data-testid="gallery-counter" className={styles.counter}>
              {g.counter(index + 1, count)}
            </div>
            {index > 0 && (
              <IconButton
                icon={iconChevronLeft}
                onClick={() => go(-1)}
                aria-label={g.previous}
                className={cx(styles.arrow, styles.previous)}
              />
            )}
            {index < count - 1 && (
              <IconButton
                icon={iconChevronRight}
                onClick={() => go(1)}
                aria-label={g.next}
                className={cx(styles.arrow, styles.next)}
              />
            )}
          </>
        )}
      </div>
      {count > 1 && (
        <>
          <div aria-hidden="true" className={styles.dots}>
            {pictures.map((picture, dot) => (
              <span key={picture.id} className={cx(styles.dot, dot === index && styles.dotCurrent)} />
            ))}
          </div>
          <div className={styles.thumbnails}>
            {pictures.map((picture, thumb) => (
              <button
                type="button"
                key={picture.id}
                onClick={() => setIndex(thumb)}
                aria-label={g.show(thumb + 1)}
                aria-current={thumb === index || undefined}
                className={cx(styles.pictureButton, styles.thumbnail, thumb === index && styles.thumbnailCurrent)}
              >
                <img src={picture.thumbnailUrl} alt="" loading="lazy" className={styles.thumbnailPicture} />
              </button>
            ))}
          </div>
        </>
      )}
      <Suspense fallback={null}>
        {fullScreen && (
          <Lightbox
            pictures={pictures}
            title={title}
            index={index}
            onIndexChange={setIndex}
            onClose={() => setFullScreen(false)}
          />
        )}
      </Suspense>
    </section>
  );
}
