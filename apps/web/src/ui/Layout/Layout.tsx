import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../cx.ts';
import styles from './Layout.module.css';

type Gap = 0 | 0.5 | 1 | 1.5 | 2 | 3 | 4 | 6;
const gapClass = (gap: Gap) => styles[`gap${String(gap).replace('.', '_')}`];

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** column (the default); row; or a column on phones that becomes a row from 600 px (sm) or 900 px (md). */
  direction?: 'column' | 'row' | 'rowFromSm' | 'rowFromMd';
  /** In spacing units of 8 px. */
  gap?: Gap;
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  justify?: 'start' | 'center' | 'end' | 'between';
  wrap?: boolean;
  as?: 'div' | 'section' | 'ul' | 'ol' | 'nav' | 'footer' | 'header' | 'form';
  children?: ReactNode;
}

/** Children in a column or a row with a gap between them. */
export function Stack({
  direction = 'column',
  gap = 1,
  align,
  justify,
  wrap,
  as = 'div',
  className,
  ...props
}: StackProps) {
  const Element: ElementType = as;
  return (
    <Element
      className={cx(
        styles.stack,
        styles[direction],
        gapClass(gap),
        align && styles[`align_${align}`],
        justify && styles[`justify_${justify}`],
        wrap && styles.wrap,
        className,
      )}
      {...props}
    />
  );
}

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** The widest the content gets: 600, 900 or 1200 px (MUI's sm, md, lg). */
  maxWidth?: 'sm' | 'md' | 'lg';
  as?: 'div' | 'main' | 'section' | 'header' | 'footer';
  children?: ReactNode;
}

/** The page's centred column, with the side padding MUI's Container has: 16 px, 24 px from 600 px. */
export function Container({ maxWidth = 'lg', as = 'div', className, ...props }: ContainerProps) {
  const Element: ElementType = as;
  return <Element className={cx(styles.container, styles[maxWidth], className)} {...props} />;
}

/** A thin rule between parts. */
export function Divider({ className, ...props }: HTMLAttributes<HTMLHRElement>) {
  return <hr className={cx(styles.divider, className)} {...props} />;
}

/** Text only screen readers get (a status they announce, a chart's table caption). */
export function VisuallyHidden({ className, ...props }: HTMLAttributes<HTMLSpanElement>) {
  return <span className={cx(styles.visuallyHidden, className)} {...props} />;
}
