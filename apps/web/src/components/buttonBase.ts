import type { Theme } from '@mui/material/styles';
import { focusRing } from './focusRing.ts';

/**
 * What MUI's ButtonBase sets on a `<button>` or a link drawn as a button, for the plain buttons, chips and icon
 * buttons (DECISIONS #155): the browser's own button look reset, centred content, the keyboard focus ring. Spread
 * first; each part then sets its own size, padding, border and colours.
 */
export const buttonBaseStyles = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  margin: 0,
  border: 0,
  outline: 0,
  backgroundColor: 'transparent',
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  textDecoration: 'none',
  appearance: 'none',
  WebkitTapHighlightColor: 'transparent',
  '&:focus-visible': focusRing(theme),
});
