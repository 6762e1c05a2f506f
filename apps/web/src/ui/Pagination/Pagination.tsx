import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../cx.ts';
import { iconChevronLeft } from '../icons/iconChevronLeft.ts';
import { iconChevronRight } from '../icons/iconChevronRight.ts';
import { Icon } from '../icons.tsx';
import styles from './Pagination.module.css';

export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * The numbers to show, as MUI's usePagination picks them: the first and last `boundaryCount` pages, `siblingCount`
 * pages either side of the current one, and an ellipsis for each gap of two pages or more (a gap of one shows
 * the page itself, so the row keeps its length as the current page moves).
 */
export function paginationItems(count: number, page: number, siblingCount = 1, boundaryCount = 1): PaginationItem[] {
  const startPages = range(1, Math.min(boundaryCount, count));
  const endPages = range(Math.max(count - boundaryCount + 1, boundaryCount + 1), count);
  const siblingsStart = Math.max(
    Math.min(page - siblingCount, count - boundaryCount - siblingCount * 2 - 1),
    boundaryCount + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(page + siblingCount, boundaryCount + siblingCount * 2 + 2),
    (endPages[0] ?? count + 1) - 2,
  );
  return [
    ...startPages,
    ...(siblingsStart > boundaryCount + 2
      ? (['start-ellipsis'] as const)
      : boundaryCount + 1 < count - boundaryCount
        ? [boundaryCount + 1]
        : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < count - boundaryCount - 1
      ? (['end-ellipsis'] as const)
      : count - boundaryCount > boundaryCount
        ? [count - boundaryCount]
        : []),
    ...endPages,
  ];
}

export interface PaginationProps {
  /** How many pages there are; nothing is drawn for one or none. */
  count: number;
  /** The current page, from 1. */
  page: number;
  /** Called with the page chosen; with `getHref` too, after the link's own navigation starts. */
  onChange?: (page: number) => void;
  /** Pages as links (a list whose page is in the address): each number is a router link to this address. */
  getHref?: (page: number) => string;
  /** Pages shown either side of the current one: 1 by default, 0 on a narrow list. */
  siblingCount?: number;
  boundaryCount?: number;
  /** The navigation's name. */
  label?: string;
  /** A page's name ('3 puslapis'). */
  pageLabel?: (page: number) => string;
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}

/**
 * Page numbers with previous and next, in a `<nav>`: buttons calling `onChange`, or links with `getHref`. The
 * current page is marked `aria-current="page"`; previous and next are disabled at the ends.
 */
export function Pagination({
  count,
  page,
  onChange,
  getHref,
  siblingCount = 1,
  boundaryCount = 1,
  label = 'Puslapiai',
  pageLabel = (n) => `${n} puslapis`,
  previousLabel = 'Ankstesnis puslapis',
  nextLabel = 'Kitas puslapis',
  className,
}: PaginationProps) {
  if (count <= 1) return null;
  const current = Math.min(Math.max(page, 1), count);

  const control = (target: number, name: string, content: ReactNode, extra?: { current?: boolean; edge?: boolean }) => {
    const disabled = target < 1 || target > count;
    const classes = cx(styles.item, extra?.current && styles.current, extra?.edge && styles.edge);
    const ariaCurrent = extra?.current ? ('page' as const) : undefined;
    if (disabled) {
      return (
        <button type="button" className={classes} aria-label={name} disabled>
          {content}
        </button>
      );
    }
    if (getHref) {
      return (
        <Link
          to={getHref(target)}
          className={classes}
          aria-label={name}
          aria-current={ariaCurrent}
          onClick={(event: MouseEvent) => {
            if (!event.defaultPrevented) onChange?.(target);
          }}
        >
          {content}
        </Link>
      );
    }
    return (
      <button
        type="button"
        className={classes}
        aria-label={name}
        aria-current={ariaCurrent}
        onClick={() => {
          if (target !== current) onChange?.(target);
        }}
      >
        {content}
      </button>
    );
  };

  return (
    <nav aria-label={label} className={cx(styles.pagination, className)}>
      <ul className={styles.list}>
        <li>{control(current - 1, previousLabel, <Icon icon={iconChevronLeft} />, { edge: true })}</li>
        {paginationItems(count, current, siblingCount, boundaryCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>{control(item, pageLabel(item), item, { current: item === current })}</li>
          ) : (
            <li key={item} className={styles.ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>{control(current + 1, nextLabel, <Icon icon={iconChevronRight} />, { edge: true })}</li>
      </ul>
    </nav>
  );
}
