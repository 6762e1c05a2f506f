import type { ButtonHTMLAttributes, HTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from '../cx.ts';
import styles from './List.module.css';

export interface ListProps extends HTMLAttributes<HTMLUListElement> {
  /** Shorter rows (a drawer's navigation): 4 px above and below instead of 8. */
  dense?: boolean;
  /** A line between rows (a list of payments or orders). */
  dividers?: boolean;
  children?: ReactNode;
}

/** A list of rows: a `<ul>` without bullets. Each child is a `ListItem`, `ListLinkItem` or `ListButtonItem`. */
export function List({ dense, dividers, className, ...props }: ListProps) {
  return <ul className={cx(styles.list, dense && styles.dense, dividers && styles.dividers, className)} {...props} />;
}

interface RowContent {
  /** An icon (or an avatar) before the text, in a 36 px column (MUI's) so the texts of a list line up. */
  icon?: ReactNode;
  /** The row's text; with `secondary`, its first line. */
  children: ReactNode;
  secondary?: ReactNode;
  /** At the row's end: a count, a sum, a badge. */
  end?: ReactNode;
  /** Indents the row by the icon column (a subcategory under its category). */
  inset?: boolean;
}

function Content({ icon, children, secondary, end }: Omit<RowContent, 'inset'>) {
  return (
    <>
      {icon && <span className={styles.icon}>{icon}</span>}
      <span className={styles.text}>
        <span className={styles.primary}>{children}</span>
        {secondary && <span className={styles.secondary}>{secondary}</span>}
      </span>
      {end && <span className={styles.end}>{end}</span>}
    </>
  );
}

export interface ListItemProps extends RowContent, Omit<HTMLAttributes<HTMLLIElement>, 'children'> {
  /** Beside the row, outside it: a button of its own (a category's expander). */
  action?: ReactNode;
}

/** A row that is not itself a control. */
export function ListItem({ icon, children, secondary, end, inset, action, className, ...props }: ListItemProps) {
  return (
    <li className={cx(styles.item, className)} {...props}>
      <div className={cx(styles.row, inset && styles.inset)}>
        <Content icon={icon} secondary={secondary} end={end}>
          {children}
        </Content>
      </div>
      {action && <span className={styles.action}>{action}</span>}
    </li>
  );
}

export interface ListLinkItemProps extends RowContent, Omit<LinkProps, 'children'> {
  /** Beside the link, outside it: a button of its own (a category's expander). */
  action?: ReactNode;
}

/** A row that is a router link as a whole, highlighted on hover and focus. */
export function ListLinkItem({
  icon,
  children,
  secondary,
  end,
  inset,
  action,
  className,
  ...linkProps
}: ListLinkItemProps) {
  return (
    <li className={styles.item}>
      <Link className={cx(styles.row, styles.interactive, inset && styles.inset, className)} {...linkProps}>
        <Content icon={icon} secondary={secondary} end={end}>
          {children}
        </Content>
      </Link>
      {action && <span className={styles.action}>{action}</span>}
    </li>
  );
}

export interface ListButtonItemProps extends RowContent, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {}

/** A row that is a button as a whole ('Atsijungti'). */
export function ListButtonItem({
  icon,
  children,
  secondary,
  end,
  inset,
  className,
  type = 'button',
  ...buttonProps
}: ListButtonItemProps) {
  return (
    <li className={styles.item}>
      <button
        type={type}
        className={cx(styles.row, styles.interactive, styles.button, inset && styles.inset, className)}
        {...buttonProps}
      >
        <Content icon={icon} secondary={secondary} end={end}>
          {children}
        </Content>
      </button>
    </li>
  );
}

/** A small heading above a list's rows ('Kategorijos'). */
export function ListHeading({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(styles.heading, className)} {...props} />;
}
