import { alpha, type Theme } from '@mui/material/styles';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { buttonBaseStyles } from './buttonBase.ts';

type IconButtonSize = 'small' | 'medium';
/** The icons' grey, the primary colour (a toggle that is on) or the text colour around it (the toolbar). */
type IconButtonTone = 'default' | 'primary' | 'inherit';

/** The classes of a round icon button, for a link that looks like one (the toolbar's 'Įdėti skelbimą'). */
export const iconButtonClassName = (size: IconButtonSize = 'medium', tone: IconButtonTone = 'default') =>
  `icon-button icon-button--${size}${tone === 'default' ? '' : ` icon-button--${tone}`}`;

interface PlainIconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type' | 'aria-label' | 'children'> {
  /** The button's name for screen readers (it shows only an icon). */
  label: string;
  size?: IconButtonSize;
  tone?: IconButtonTone;
  children: ReactNode;
}

/**
 * A round icon button that looks like MUI's IconButton, as a plain `<button>` with the shared classes below.
 * For buttons a page repeats (every ad card's two) or every page has (the toolbar's): MUI's IconButton is
 * three styled layers and a ripple per button, rendered on the server and again while the browser hydrates
 * (DECISIONS #155). Elsewhere use MUI's.
 */
export function PlainIconButton({ label, size, tone, children, ...buttonProps }: PlainIconButtonProps) {
  return (
    <button type="button" className={iconButtonClassName(size, tone)} aria-label={label} {...buttonProps}>
      {children}
    </button>
  );
}

/** MUI's IconButton (size, primary colour, hover, disabled) with the theme's keyboard focus outline. */
export const plainIconButtonStyles = (theme: Theme) => ({
  '.icon-button': {
    ...buttonBaseStyles(theme),
    flex: '0 0 auto',
    padding: 8,
    borderRadius: '50%',
    color: theme.palette.action.active,
    transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:disabled': { color: theme.palette.action.disabled, cursor: 'default', pointerEvents: 'none' },
    '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
  },
  // A row of them, as MUI's Stack direction="row" spacing={0.5}.
  '.icon-button-row': { display: 'flex', flexDirection: 'row', alignItems: 'center', gap: theme.spacing(0.5) },
  // The icon inside sets the size (PlainIcon's `size`): 40 px across with a medium icon, 30 with a small one.
  '.icon-button--small': { padding: 5 },
  // The text's colour around it (the toolbar's white; the toolbar draws the focus ring white too: focusRingOnPrimary).
  '.icon-button--inherit': { color: 'inherit' },
  '.icon-button--primary': {
    color: theme.palette.primary.main,
    '&:hover': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) },
  },
});
