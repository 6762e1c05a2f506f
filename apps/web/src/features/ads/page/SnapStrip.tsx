import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { cx } from '../../../ui/cx.ts';
import styles from './SnapStrip.module.css';

interface SnapStripProps {
  count: number;
  index: number;
  onIndexChange: (index: number) => void;
  renderSlide: (index: number) => ReactNode;
  label: string;
  className?: string;
}

/**
 * A row of full-width slides that snap into place (CSS scroll-snap): swiping on a phone and a
 * trackpad's sideways scroll work natively, with no gesture code. The slide in view is reported to
 * the parent; the `index` it mounts with (the full-screen view opened on the second picture) and a new one from
 * the parent (a thumbnail, an arrow key) scroll to that slide, before the frame is painted.
 */
export function SnapStrip({ count, index, onIndexChange, renderSlide, label, className }: SnapStripProps) {
  const ref = useRef<HTMLDivElement | null>(null);
  // None in view until the first scroll: a strip starts at its first slide whatever `index` says.
  const inView = useRef<number | null>(null);

  useLayoutEffect(() => {
    const strip = ref.current;
    if (!strip || inView.current === index) return;
    inView.current = index;
    // Instant: a smooth scroll would pass over the slides between and report each of them.
    strip.scrollTo?.({ left: index * strip.clientWidth, behavior: 'instant' });
  }, [index]);

  const onScroll = () => {
    const strip = ref.current;
    if (!strip || strip.clientWidth === 0) return;
    const current = Math.min(count - 1, Math.max(0, Math.round(strip.scrollLeft / strip.clientWidth)));
    if (current === inView.current) return;
    inView.current = current;
    onIndexChange(current);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's group of slides, not a form's fieldset
    <div
      ref={ref}
      onScroll={onScroll}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      className={cx(styles.strip, className)}
    >
      {Array.from({ length: count }, (_, slide) => (
        // biome-ignore lint/a11y/useAriaPropsSupportedByRole: the carousel pattern names each slide's part this way
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: slides are positions; the picture in each may change
          key={slide}
          aria-roledescription="slide"
          className={styles.slide}
        >
          {renderSlide(slide)}
        </div>
      ))}
    </div>
  );
}
