import { alpha, type Theme } from '@mui/material/styles';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { focusRing } from './focusRing.ts';
import { type IconName, PlainIcon } from './icons/plainIcons.tsx';

interface PlainButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type' | 'children'> {
  /** The icon before the text, as MUI's `startIcon`. */
  startIcon?: IconName;
  children: ReactNode;
}

/**
 * An outlined button in the primary colour that looks like MUI's `<Button variant="outlined">`, as a plain
 * `<button>` with the classes below. For the buttons every list page has ('Filtrai', 'Išsaugoti paiešką',
 * 'Rodyti daugiau'): MUI's Button is a styled ButtonBase with its ripple, rendered on the server for every visitor
 * and again while a phone hydrates (DECISIONS #155, #156). Elsewhere use MUI's Button.
 */
export function PlainButton({ startIcon, children, ...buttonProps }: PlainButtonProps) {
  return (
    <button type="button" className="button button--outlined" {...buttonProps}>
      {startIcon && (
        <span className="button__start-icon">
          <PlainIcon name={startIcon} />
        </span>
      )}
      {children}
    </button>
  );
}

export const plainButtonStyles = (theme: Theme) => {
  const { palette, typography, shape, transitions } = theme;
  return {
    '.button': {
      ...typography.button,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      position: 'relative',
      boxSizing: 'border-box',
      minWidth: 64,
      margin: 0,
      border: 0,
      borderRadius: shape.borderRadius,
      outline: 0,
      backgroundColor: 'transparent',
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      textDecoration: 'none',
      appearance: 'none',
      WebkitTapHighlightColor: 'transparent',
      transition: transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
        duration: transitions.duration.short,
      }),
      '&:focus-visible': focusRing(theme),
      '&:disabled': { color: palette.action.disabled, cursor: 'default', pointerEvents: 'none' },
    },
    '.button--outlined': {
      padding: '5px 15px',
      border: `1px solid ${alpha(palette.primary.main, 0.5)}`,
      color: palette.primary.main,
      '@media (hover: hover)': {
        '&:hover': {
          borderColor: palette.primary.main,
          backgroundColor: alpha(palette.primary.main, palette.action.hoverOpacity),
        },
      },
      '&:disabled': { borderColor: palette.action.disabledBackground },
    },
    // MUI's start icon: 20 px, pulled 4 px left, 8 px from the text.
    '.button__start-icon': {
      display: 'inherit',
      alignItems: 'center',
      marginRight: 8,
      marginLeft: -4,
      // A zero-width character, as MUI's: the icon's box sits on the text's line.
      '&::before': { content: '"\\200b"', width: 0, overflow: 'hidden' },
      '& > .plain-icon': { fontSize: 20 },
    },
  };
};
