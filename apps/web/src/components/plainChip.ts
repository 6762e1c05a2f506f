import type { Theme } from '@mui/material/styles';

/**
 * The class of a clickable chip (a link or a toggle button) that looks like MUI's medium Chip, outlined, or filled
 * in the primary colour when selected. For chips a landing page repeats (a category's subcategories, the ad
 * types): each MUI Chip is a ButtonBase with its ripple, rendered on the server for every visitor and again
 * while a phone hydrates (DECISIONS #155). Elsewhere use MUI's Chip.
 */
export const chipClassName = (selected: boolean) => (selected ? 'chip chip--selected' : 'chip');

export const plainChipStyles = (theme: Theme) => {
  const { palette, typography } = theme;
  return {
    '.chip': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      boxSizing: 'border-box',
      height: 32,
      margin: 0,
      padding: '0 11px',
      border: `1px solid ${palette.grey[400]}`,
      borderRadius: 16,
      outline: 0,
      backgroundColor: 'transparent',
      color: palette.text.primary,
      fontFamily: typography.fontFamily,
      fontSize: typography.pxToRem(13),
      lineHeight: 1.5,
      whiteSpace: 'nowrap',
      textDecoration: 'none',
      verticalAlign: 'middle',
      cursor: 'pointer',
      userSelect: 'none',
      appearance: 'none',
      WebkitTapHighlightColor: 'transparent',
      transition: theme.transitions.create(['background-color', 'box-shadow']),
      '&:hover': { backgroundColor: palette.action.hover },
      '&:focus-visible': { outline: `3px solid ${palette.primary.main}`, outlineOffset: '2px' },
    },
    '.chip--selected': {
      borderColor: palette.primary.main,
      backgroundColor: palette.primary.main,
      color: palette.primary.contrastText,
      '&:hover': { backgroundColor: palette.primary.dark },
    },
  };
};
