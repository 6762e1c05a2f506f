import { cx } from '../cx.ts';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** text: a line of body text; rect: a block (a picture); circle: an avatar. */
  shape?: 'text' | 'rect' | 'circle';
  width?: number | string;
  height?: number | string;
  className?: string;
}

/** A grey placeholder where content is still coming; hidden from screen readers (the page says it is loading). */
export function Skeleton({ shape = 'text', width, height, className }: SkeletonProps) {
  return (
    <span className={cx(styles.skeleton, styles[shape], className)} style={{ width, height }} aria-hidden="true" />
  );
}
