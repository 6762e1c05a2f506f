import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../cx.ts';
import styles from './Card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Inner padding of 16 px (the default) or none, for a card whose picture reaches its edges. */
  padded?: boolean;
  as?: 'div' | 'section' | 'article' | 'li';
  children?: ReactNode;
}

/** An outlined surface on the page's grey, as the theme's outlined MUI Card. */
export function Card({ padded = true, as = 'div', className, ...props }: CardProps) {
  const Element: ElementType = as;
  return <Element className={cx(styles.card, padded && styles.padded, className)} {...props} />;
}
