import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { cx } from '../ui/cx.ts';
import styles from './Breadcrumbs.module.css';

export interface TrailItem {
  label: string;
  /** Where the item leads; the page's own place (the last item) has none. */
  to?: string;
}

/**
 * A trail of links to where a page sits (a list's and an ad's categories), marked up as MUI's Breadcrumbs marks
 * it: a named `<nav>` around an ordered list, the '/' separators hidden from screen readers.
 */
export function Breadcrumbs({ label, items, small }: { label: string; items: TrailItem[]; small?: boolean }) {
  return (
    <nav aria-label={label} className={cx(styles.breadcrumbs, small && styles.small)}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <Fragment key={item.to ?? item.label}>
            {index > 0 && (
              <li aria-hidden className={styles.separator}>
                /
              </li>
            )}
            <li>
              {item.to ? (
                <RouterLink to={item.to} className={styles.link}>
                  {item.label}
                </RouterLink>
              ) : (
                item.label
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
