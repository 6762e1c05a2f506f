import type { Theme } from '@mui/material/styles';

/**
 * The outline every button and link draws when focused from the keyboard (WCAG 2.4.7): 3 px, 2 px out, in the
 * primary colour, or in the colour a surface sets in `--focus-ring-color` (`focusRingOnPrimary`). MUI's buttons
 * get it from the theme (`.Mui-focusVisible`), the plain parts under `:focus-visible`.
 */
export const focusRing = (theme: Theme) => ({
  outline: `3px solid var(--focus-ring-color, ${theme.palette.primary.main})`,
  outlineOffset: '2px',
});

/**
 * For a surface in the primary colour (the toolbar, the home page's welcome panel), where a primary outline would
 * not show: the rings inside it are drawn in its text colour.
 */
export const focusRingOnPrimary = (theme: Theme) => ({ '--focus-ring-color': theme.palette.primary.contrastText });
