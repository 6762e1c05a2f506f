import { alpha, type Theme } from '@mui/material/styles';
import { buttonBaseStyles } from './buttonBase.ts';

/**
 * Chips and labels as plain elements (DECISIONS #155).
 *
 * The class of a clickable chip (a link or a toggle button) that looks like MUI's medium Chip, outlined, or filled
 * in the primary colour when selected. For chips a landing page repeats (a category's subcategories, the ad
 * types): each MUI Chip is a ButtonBase with its ripple, rendered on the server for every visitor and again
 * while a phone hydrates (DECISIONS #155). Elsewhere use MUI's Chip.
 */
export const chipClassName = (selected: boolean) => (selected ? 'chip chip--selected' : 'chip');

/** A clickable chip outlined in the primary colour ('Ieškoti kategorijoje „Dviračiai“'). */
export const primaryChipClassName = 'chip chip--primary';

export type BadgeColor = 'default' | 'primary' | 'error' | 'info' | 'outlined';

/**
 * The class of a label that looks like MUI's filled Chip, small (24 px) or medium (32 px), that nobody clicks:
 * an ad's TOP, urgent, reserved and type labels on its card and its page.
 */
export const badgeClassName = (color: BadgeColor, size: 'small' | 'medium' = 'small') =>
  `badge badge--${color}${size === 'medium' ? ' badge--medium' : ''}`;

export const plainChipStyles = (theme: Theme) => {
  const { palette, typography } = theme;
  return {
    '.chip': {
      ...buttonBaseStyles(theme),
      height: 32,
      padding: '0 11px',
      border: `1px solid ${palette.grey[400]}`,
      borderRadius: 16,
      color: palette.text.primary,
      fontFamily: typography.fontFamily,
      fontSize: typography.pxToRem(13),
      lineHeight: 1.5,
      whiteSpace: 'nowrap',
      transition: theme.transitions.create(['background-color', 'box-shadow']),
      '&:hover': { backgroundColor: palette.action.hover },
    },
    '.chip--primary': {
      borderColor: alpha(palette.primary.main, 0.5),
      color: palette.primary.main,
      '&:hover': { backgroundColor: alpha(palette.primary.main, palette.action.hoverOpacity) },
    },
    '.chip--selected': {
      borderColor: palette.primary.main,
      backgroundColor: palette.primary.main,
      color: palette.primary.contrastText,
      '&:hover': { backgroundColor: palette.primary.dark },
    },
    '.badge': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: 4,
      height: 24,
      padding: '0 8px',
      borderRadius: 16,
      boxSizing: 'border-box',
      whiteSpace: 'nowrap',
      fontFamily: typography.fontFamily,
      fontSize: typography.pxToRem(13),
      '& svg': { fontSize: typography.pxToRem(18) },
      '&:has(svg)': { paddingLeft: 4 },
    },
    // Outlined in the secondary colour, its icon too (the owner's running services on the ad page).
    '.badge--outlined': {
      border: `1px solid ${palette.secondary.main}`,
      color: palette.text.primary,
      '& svg': { color: palette.secondary.main },
    },
    '.badge--medium': { height: 32, padding: '0 12px' },
    '.badge--default': { backgroundColor: palette.action.selected, color: palette.text.primary },
    '.badge--primary': { backgroundColor: palette.primary.main, color: palette.primary.contrastText },
    '.badge--error': { backgroundColor: palette.error.main, color: palette.error.contrastText },
    '.badge--info': { backgroundColor: palette.info.main, color: palette.info.contrastText },
  };
};
