import { alpha, type Theme } from '@mui/material/styles';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { buttonBaseStyles } from './buttonBase.ts';
import { type IconName, PlainIcon } from './icons/plainIcons.tsx';

/**
 * Buttons that look like MUI's `<Button>`, as plain elements with the classes below (DECISIONS #155, #156): for
 * the buttons and button-like links every visitor of a landing page hydrates ('Filtrai', 'Išsaugoti paiešką',
 * 'Rodyti daugiau', the toolbar's and the home page's 'Įdėti skelbimą'...). MUI's Button is a styled ButtonBase
 * with its ripple, rendered on the server for every visitor and again while a phone hydrates. Elsewhere use
 * MUI's Button. The variants are the ones in use: outlined in the primary colour or in the text's (on a coloured
 * panel), contained in the secondary colour, text in the primary colour.
 */
type ButtonStyle = 'outlined' | 'outlined-inherit' | 'contained-secondary' | 'text';

/** The classes of a button, for a link that looks like one (`<Link className={buttonClassName('text')}>`). */
export const buttonClassName = (style: ButtonStyle = 'outlined') => `button button--${style}`;

interface ButtonContentProps {
  /** The icon before the text, as MUI's `startIcon`. */
  startIcon?: IconName;
  /** The icon after the text, as MUI's `endIcon`. */
  endIcon?: IconName;
  children: ReactNode;
}

/** What goes inside a button or a link with `buttonClassName`: the text with its icons. */
export function ButtonContent({ startIcon, endIcon, children }: ButtonContentProps) {
  return (
    <>
      {startIcon && (
        <span className="button__icon button__icon--start">
          <PlainIcon name={startIcon} />
        </span>
      )}
      {children}
      {endIcon && (
        <span className="button__icon button__icon--end">
          <PlainIcon name={endIcon} />
        </span>
      )}
    </>
  );
}

interface PlainButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type' | 'children'>,
    ButtonContentProps {
  variant?: ButtonStyle;
}

export function PlainButton({ variant, startIcon, endIcon, children, ...buttonProps }: PlainButtonProps) {
  return (
    <button type="button" className={buttonClassName(variant)} {...buttonProps}>
      <ButtonContent startIcon={startIcon} endIcon={endIcon}>
        {children}
      </ButtonContent>
    </button>
  );
}

/** MUI's medium Button in the variants above: its padding, colours, hover, shadows and disabled state. */
export const plainButtonStyles = (theme: Theme) => {
  const { palette, typography, shape, transitions, shadows } = theme;
  const hoverOnly = (style: object) => ({ '@media (hover: hover)': { '&:hover': style } });
  return {
    '.button': {
      ...buttonBaseStyles(theme),
      ...typography.button,
      minWidth: 64,
      borderRadius: shape.borderRadius,
      transition: transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
        duration: transitions.duration.short,
      }),
      '&:disabled': { color: palette.action.disabled, cursor: 'default', pointerEvents: 'none' },
    },
    '.button--outlined': {
      padding: '5px 15px',
      border: `1px solid ${alpha(palette.primary.main, 0.5)}`,
      color: palette.primary.main,
      ...hoverOnly({
        borderColor: palette.primary.main,
        backgroundColor: alpha(palette.primary.main, palette.action.hoverOpacity),
      }),
      '&:disabled': { borderColor: palette.action.disabledBackground },
    },
    '.button--outlined-inherit': {
      padding: '5px 15px',
      border: '1px solid currentColor',
      color: 'inherit',
      ...hoverOnly({ backgroundColor: alpha(palette.text.primary, palette.action.hoverOpacity) }),
    },
    '.button--contained-secondary': {
      padding: '6px 16px',
      color: palette.secondary.contrastText,
      backgroundColor: palette.secondary.main,
      boxShadow: shadows[2],
      ...hoverOnly({ backgroundColor: palette.secondary.dark, boxShadow: shadows[4] }),
      '&:active': { boxShadow: shadows[8] },
    },
    '.button--text': {
      padding: '6px 8px',
      color: palette.primary.main,
      ...hoverOnly({ backgroundColor: alpha(palette.primary.main, palette.action.hoverOpacity) }),
    },
    // MUI's icons: 20 px, pulled 4 px to the edge, 8 px from the text; before the text a zero-width character,
    // as MUI's, puts the icon's box on the text's line.
    '.button__icon': { display: 'inherit', '& > .plain-icon': { fontSize: 20 } },
    '.button__icon--start': {
      alignItems: 'center',
      marginRight: 8,
      marginLeft: -4,
      '&::before': { content: '"\\200b"', width: 0, overflow: 'hidden' },
    },
    '.button__icon--end': { marginLeft: 8, marginRight: -4 },
  };
};
