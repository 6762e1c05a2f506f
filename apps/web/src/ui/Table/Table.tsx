import { Fragment, type HTMLAttributes, type ReactNode, type TdHTMLAttributes, type ThHTMLAttributes } from 'react';
import { cx } from '../cx.ts';
import styles from './Table.module.css';

export interface TableProps extends HTMLAttributes<HTMLTableElement> {
  /** The table's accessible name; the scrolling region around it is named the same. */
  label: string;
  /** small: MUI's dense rows (6 px 16 px), for lists of many rows; medium: 16 px all round. */
  size?: 'small' | 'medium';
  children: ReactNode;
}

/**
 * A semantic table in a region that scrolls sideways when the table is wider than the screen. The region can take
 * the keyboard's focus (so it can be scrolled without a mouse) and is named after the table (WCAG 2.1.1).
 */
export function Table({ label, size = 'small', className, children, ...props }: TableProps) {
  return (
    // A named <section> is a region landmark.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it.
    <section className={styles.scroll} aria-label={label} tabIndex={0}>
      <table className={cx(styles.table, styles[size], className)} aria-label={label} {...props}>
        {children}
      </table>
    </section>
  );
}

export function TableHead(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead {...props} />;
}

export function TableBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody {...props} />;
}

export interface TableRowProps extends HTMLAttributes<HTMLTableRowElement> {
  /** No line under the row: the row below belongs to it (an ad's reports under the ad). */
  continued?: boolean;
}

export function TableRow({ continued = false, className, ...props }: TableRowProps) {
  return <tr className={cx(continued && styles.continued, className)} {...props} />;
}

interface CellLook {
  /** Right-aligned with figures of one width, so amounts and counts line up (money, counts). */
  numeric?: boolean;
  /** Kept on one line (dates, a row's buttons). */
  nowrap?: boolean;
}

export type TableCellProps = CellLook & TdHTMLAttributes<HTMLTableCellElement>;

export function TableCell({ numeric, nowrap, className, ...props }: TableCellProps) {
  return <td className={cx(styles.cell, numeric && styles.numeric, nowrap && styles.nowrap, className)} {...props} />;
}

export type TableHeaderCellProps = CellLook & ThHTMLAttributes<HTMLTableCellElement>;

/** A column's heading (`scope="col"` by default). */
export function TableHeaderCell({ numeric, nowrap, className, scope = 'col', ...props }: TableHeaderCellProps) {
  return (
    <th
      scope={scope}
      className={cx(styles.cell, styles.header, numeric && styles.numeric, nowrap && styles.nowrap, className)}
      {...props}
    />
  );
}

export interface Fact {
  key: string;
  label: ReactNode;
  value: ReactNode;
}

/**
 * A table's row told as label–value pairs (a `<dl>`): the card a phone shows instead of a row. The labels take a
 * fixed share of the width, not their content's, so the values of cards one under another line up.
 */
export function Facts({ items, className }: { items: readonly Fact[]; className?: string }) {
  return (
    <dl className={cx(styles.facts, className)}>
      {items.map((item) => (
        <Fragment key={item.key}>
          <dt className={styles.factLabel}>{item.label}</dt>
          <dd className={styles.factValue}>{item.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
