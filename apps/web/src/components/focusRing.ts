import type { Theme } from '@mui/material/styles';

/**
 * The outline every button and link draws when focused from the keyboard (WCAG 2.4.7): 3 px in the primary colour,
 * 2 px out. MUI's buttons get it from the theme (`.Mui-focusVisible`), the plain parts under `:focus-visible`.
 */
export const focusRing = (theme: Theme) => ({
  outline: `3px solid ${theme.palette.primary.main}`,
  outlineOffset: '2px',
});
