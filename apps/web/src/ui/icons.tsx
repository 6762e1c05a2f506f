import type { SVGProps } from 'react';
import { cx } from './cx.ts';
import styles from './icons.module.css';

/**
 * The kit's icons: Material Icons' path data (Apache 2.0), copied from @mui/icons-material and MUI's Alert, drawn
 * as a plain `<svg>` in the text's colour. Each path is a file of its own in `ui/icons/` (add one when a screen
 * needs it): a module lives in one chunk with every constant of it any chunk uses, so one file of all paths put
 * every icon of every screen in the first page's script.
 */

/** An icon's path data: one of the `ui/icons/icon….ts` constants. */
export type IconPath = string;

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  icon: IconPath;
  /** MUI's SvgIcon sizes: 20, 24 and 35 px. */
  size?: 'small' | 'medium' | 'large';
  /** Read out instead of hidden: for an icon that is the only sign of something. */
  title?: string;
}

export function Icon({ icon, size = 'medium', title, className, ...svgProps }: IconProps) {
  const classes = cx(styles.icon, styles[size], className);
  const path = <path d={icon} />;
  return title ? (
    <svg className={classes} viewBox="0 0 24 24" focusable="false" role="img" aria-label={title} {...svgProps}>
      <title>{title}</title>
      {path}
    </svg>
  ) : (
    <svg className={classes} viewBox="0 0 24 24" focusable="false" aria-hidden="true" {...svgProps}>
      {path}
    </svg>
  );
}
