import type { Theme } from '@mui/material/styles';

/**
 * Icons drawn as a plain `<svg>` with one shared class, for parts a page renders many times (the ad cards and
 * their buttons): MUI's icon components are a styled component each, whose styles Emotion serialises on every
 * render, on the server and again while the browser hydrates (DECISIONS #155). Elsewhere use MUI's icons.
 * The paths are Material Icons' (Apache 2.0), as @mui/icons-material ships them.
 */
const iconPaths = {
  add: 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z',
  arrowForward: 'm12 4-1.41 1.41L16.17 11H4v2h12.17l-5.58 5.59L12 20l8-8z',
  arrowDropDown: 'm7 10 5 5 5-5z',
  bookmark: 'M17 3H7c-1.1 0-1.99.9-1.99 2L5 21l7-3 7 3V5c0-1.1-.9-2-2-2',
  bookmarkAdd:
    'M21 7h-2v2h-2V7h-2V5h2V3h2v2h2zm-2 14-7-3-7 3V5c0-1.1.9-2 2-2h7c-.63.84-1 1.87-1 3 0 2.76 2.24 5 5 5 .34 0 .68-.03 1-.1z',
  bookmarkBorder: 'M17 3H7c-1.1 0-1.99.9-1.99 2L5 21l7-3 7 3V5c0-1.1-.9-2-2-2m0 15-5-2.18L7 18V5h10z',
  visibility:
    'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3',
  visibilityOff:
    'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z',
  tune: 'M3 17v2h6v-2zM3 5v2h10V5zm10 16v-2h8v-2h-8v-2h-2v6zM7 9v2H3v2h4v2h2V9zm14 4v-2H11v2zm-6-4h2V7h4V5h-4V3h-2z',
  star: 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z',
  bolt: 'M11 21h-1l1-7H7.5c-.58 0-.57-.32-.38-.66s.05-.08.07-.12C8.48 10.94 10.42 7.54 13 3h1l-1 7h3.5c.49 0 .56.33.47.51l-.07.15C12.96 17.55 11 21 11 21',
  imageOutlined:
    'M19 5v14H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m-4.86 8.86-3 3.87L9 13.14 6 17h12z',
} as const;

export type IconName = keyof typeof iconPaths;

/** MUI's SvgIcon font sizes. */
type IconSize = 'small' | 'medium' | 'large';

interface PlainIconProps {
  name: IconName;
  size?: IconSize;
  /** Read out instead of hidden, as MUI's `titleAccess`: for an icon that is the only sign of something. */
  title?: string;
  className?: string;
}

export function PlainIcon({ name, size = 'medium', title, className }: PlainIconProps) {
  const classes = `plain-icon plain-icon--${size}${className ? ` ${className}` : ''}`;
  const path = <path d={iconPaths[name]} />;
  return title ? (
    <svg className={classes} viewBox="0 0 24 24" focusable="false" role="img" aria-label={title}>
      <title>{title}</title>
      {path}
    </svg>
  ) : (
    <svg className={classes} viewBox="0 0 24 24" focusable="false" aria-hidden="true">
      {path}
    </svg>
  );
}

/** MUI's SvgIcon: 1em square in the text's colour, at its three font sizes. */
export const plainIconStyles = (theme: Theme) => ({
  '.plain-icon': {
    width: '1em',
    height: '1em',
    display: 'inline-block',
    flexShrink: 0,
    fill: 'currentColor',
    userSelect: 'none',
  },
  '.plain-icon--small': { fontSize: theme.typography.pxToRem(20) },
  '.plain-icon--medium': { fontSize: theme.typography.pxToRem(24) },
  '.plain-icon--large': { fontSize: theme.typography.pxToRem(35) },
});
