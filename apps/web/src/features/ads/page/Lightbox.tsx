import type { PostPicture } from '@skelbimai/contract';
import { useEffect } from 'react';
import { t } from '../../../messages/lt.ts';
import { cx } from '../../../ui/cx.ts';
import { Dialog } from '../../../ui/Dialog/Dialog.tsx';
import { IconButton } from '../../../ui/IconButton/IconButton.tsx';
import { iconChevronLeft } from '../../../ui/icons/iconChevronLeft.ts';
import { iconChevronRight } from '../../../ui/icons/iconChevronRight.ts';
import { VisuallyHidden } from '../../../ui/Layout/Layout.tsx';
import styles from './Lightbox.module.css';
import { SnapStrip } from './SnapStrip.tsx';
import { SpokenPosition } from './SpokenPosition.tsx';

interface LightboxProps {
  pictures: PostPicture[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

const g = t.adPage.gallery;

/**
 * The full-screen view: large pictures on the dark, swipe or arrow buttons or the keyboard's arrows to
 * move, Escape or the close button to leave (the kit's Dialog: focus held inside, given back on leaving).
 */
export function Lightbox({ pictures, title, index, onIndexChange, onClose }: LightboxProps) {
  const count = pictures.length;
  const go = (step: number) => onIndexChange(Math.min(count - 1, Math.max(0, index + step)));

  // The arrow keys move wherever focus is in the dialog, the close button included. The Dialog takes no key
  // handler and its popup keeps keys from bubbling to the document, so this listens in the capture phase.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') return wrapTab(event);
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (step === 0) return;
      event.preventDefault();
      onIndexChange(Math.min(count - 1, Math.max(0, index + step)));
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [count, index, onIndexChange]);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      // The dialog's name; the visible counter stands where a title would.
      title={<VisuallyHidden>{g.fullScreen}</VisuallyHidden>}
      closeLabel={g.close}
      className={styles.lightbox}
    >
      <p className={styles.counter} aria-hidden="true" data-testid="lightbox-counter">
        {g.counter(index + 1, count)}
      </p>
      <SpokenPosition index={index} count={count} testId="lightbox-position" />
      <SnapStrip
        count={count}
        index={index}
        onIndexChange={onIndexChange}
        label={g.fullScreen}
        className={styles.strip}
        renderSlide={(slide) => {
          const picture = pictures[slide];
          return (
            <div className={styles.slide}>
              {picture && (
                <img
                  src={picture.url}
                  alt={g.pictureAlt(title, slide + 1, count)}
                  loading={Math.abs(slide - index) <= 1 ? 'eager' : 'lazy'}
                  className={styles.picture}
                />
              )}
            </div>
          );
        }}
      />
      {index > 0 && (
        <IconButton
          icon={iconChevronLeft}
          size="large"
          onClick={() => go(-1)}
          aria-label={g.previous}
          className={cx(styles.arrow, styles.previous)}
        />
      )}
      {index < count - 1 && (
        <IconButton
          icon={iconChevronRight}
          size="large"
          onClick={() => go(1)}
          aria-label={g.next}
          className={cx(styles.arrow, styles.next)}
        />
      )}
    </Dialog>
  );
}

/**
 * Tab from the last button to the first (Shift+Tab the other way) at once. Base UI's trap does the same through
 * an element outside the dialog that hands focus back a frame later; for that frame focus is outside the dialog,
 * which a screen reader may announce. The lightbox's only tab stops are its buttons.
 */
function wrapTab(event: KeyboardEvent) {
  const dialog = (event.target as Element | null)?.closest?.('[role="dialog"]');
  if (!dialog) return;
  const buttons = [...dialog.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const edge = event.shiftKey ? buttons[0] : buttons.at(-1);
  const other = event.shiftKey ? buttons.at(-1) : buttons[0];
  if (!edge || !other || event.target !== edge) return;
  event.preventDefault();
  other.focus();
}
