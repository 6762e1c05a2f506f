import type { Theme } from '@mui/material/styles';
import { focusRing } from '../../components/focusRing.ts';

/**
 * Tiles and their loading placeholders are one height (two-line names included), so the tiles replace the
 * placeholders without moving anything below them.
 */
export const TILE_HEIGHT = 152;

/**
 * The home page's category tiles (CategoryTiles.tsx) in app/PlainStyles.tsx's sheet, in a file of their own so
 * the sheet every page renders does not import the tiles' component: two, three and four columns, each tile an
 * outlined card whose whole face is the link.
 */
export const categoryTileStyles = (theme: Theme) => {
  const { palette, typography, breakpoints, spacing, shape } = theme;
  return {
    '.category-grid': {
      display: 'grid',
      gap: spacing(1.5),
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      margin: 0,
      padding: 0,
      listStyle: 'none',
      [breakpoints.up('sm')]: { gap: spacing(2), gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      [breakpoints.up('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
    '.category-tile': {
      height: '100%',
      minHeight: TILE_HEIGHT,
      boxSizing: 'border-box',
      border: `1px solid ${palette.divider}`,
      borderRadius: shape.borderRadius,
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
    },
    '.category-tile__link': {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: spacing(1),
      boxSizing: 'border-box',
      height: '100%',
      padding: spacing(2),
      borderRadius: 'inherit',
      color: 'inherit',
      textDecoration: 'none',
      WebkitTapHighlightColor: 'transparent',
      transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.short }),
      '&:hover': { backgroundColor: palette.action.hover, '@media (hover: none)': { backgroundColor: 'transparent' } },
      '&:focus-visible': focusRing(theme),
    },
    // MUI's Avatar: a 44 px circle in the category's colour (primary without one), the icon in the page's grey.
    '.category-tile__avatar': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      width: 44,
      height: 44,
      borderRadius: '50%',
      overflow: 'hidden',
      backgroundColor: palette.primary.main,
      color: palette.background.default,
    },
    // A name longer than the tile (at 200 % text on a phone) breaks inside a word rather than widening the page:
    // MUI's Card hid the overflow, cutting the name off (WCAG 1.4.10).
    '.category-tile__name': {
      ...typography.subtitle1,
      margin: 0,
      fontWeight: 600,
      lineHeight: 1.25,
      maxWidth: '100%',
      overflowWrap: 'anywhere',
    },
    '.category-tile__count': { ...typography.body2, margin: 0, marginTop: 'auto', color: palette.text.secondary },
  };
};
