import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../cx.ts';
import styles from './Text.module.css';

type TextVariant = 'body1' | 'body2' | 'subtitle1' | 'subtitle2' | 'caption';
/** inherit: the surrounding colour (the default); secondary: the theme's secondary text; brand: the primary colour. */
type Tone = 'inherit' | 'secondary' | 'error' | 'brand';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  variant?: TextVariant;
  tone?: Tone;
  /** The element: `p` by default, `span` inside a line, `div` around blocks. */
  as?: 'p' | 'span' | 'div' | 'small' | 'strong' | 'label';
  children?: ReactNode;
}

export function Text({ variant = 'body1', tone = 'inherit', as = 'p', className, ...props }: TextProps) {
  const Element: ElementType = as;
  return <Element className={cx(styles.text, styles[variant], styles[tone], className)} {...props} />;
}

type HeadingSize = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'subtitle1' | 'subtitle2';

export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The document outline's level: `<h1>`…`<h6>`. */
  level: 1 | 2 | 3 | 4 | 5 | 6;
  /** The look, independent of the level; the level's own size by default. */
  size?: HeadingSize;
  tone?: Tone;
  children?: ReactNode;
}

export function Heading({ level, size, tone = 'inherit', className, ...props }: HeadingProps) {
  const Element: ElementType = `h${level}`;
  return <Element className={cx(styles.heading, styles[size ?? `h${level}`], styles[tone], className)} {...props} />;
}

/** The one h1 of a page; sized down on phones where a display-size title would wrap badly. */
export function PageTitle({ className, ...props }: Omit<HeadingProps, 'level' | 'size'>) {
  return <Heading level={1} size="h4" className={cx(styles.pageTitle, className)} {...props} />;
}
