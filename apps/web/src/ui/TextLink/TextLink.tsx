import type { AnchorHTMLAttributes } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cx } from '../cx.ts';
import styles from './TextLink.module.css';

interface TextLinkLook {
  /** brand: the primary colour, underlined; inherit: the text's colour, underlined on hover (a footer, a trail). */
  tone?: 'brand' | 'inherit';
}

export type TextLinkProps = TextLinkLook &
  (
    | ({ to: LinkProps['to'] } & Omit<LinkProps, 'to'>)
    | ({ href: string; to?: never } & AnchorHTMLAttributes<HTMLAnchorElement>)
  );

/**
 * A link in running text: a router link with `to`, a plain `<a>` with `href` (mail, phone, another site; with
 * `target="_blank"` it gets `rel="noopener noreferrer"`).
 */
export function TextLink({ tone = 'brand', className, ...props }: TextLinkProps) {
  const classes = cx(styles.link, styles[tone], className);
  if ('to' in props && props.to !== undefined) return <Link className={classes} {...(props as LinkProps)} />;
  const anchor = props as AnchorHTMLAttributes<HTMLAnchorElement>;
  const rel = anchor.target === '_blank' ? (anchor.rel ?? 'noopener noreferrer') : anchor.rel;
  return <a className={classes} {...anchor} rel={rel} />;
}
