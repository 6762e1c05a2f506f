import type { Theme } from '@mui/material/styles';

/**
 * The ad card's stylesheet (PostCard, PostCover, PostGrid): plain elements with these classes, one global
 * style sheet made from the theme once per page (app/PlainStyles.tsx), instead of 20 cards × 15 MUI components
 * each serialising its styles on the server and again in the phone's hydration (DECISIONS #155). The values
 * are MUI's for the components the card was built from (an outlined Card, Typography's variants, a small Chip),
 * so it looks as it did.
 */
export const postCardStyles = (theme: Theme) => {
  const wide = theme.breakpoints.up('sm');
  const { typography, palette } = theme;
  return {
    // One column of row cards on phones, two to four columns of tiles on wider screens.
    '.ad-grid': {
      display: 'grid',
      gap: theme.spacing(1.5),
      gridTemplateColumns: 'minmax(0, 1fr)',
      listStyle: 'none',
      margin: 0,
      padding: 0,
      [wide]: { gap: theme.spacing(2), gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
      [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
      [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    },
    '.ad-grid__item': { minWidth: 0 },
    '.ad-card': {
      position: 'relative',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      overflow: 'hidden',
      boxSizing: 'border-box',
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      border: `1px solid ${palette.divider}`,
      borderRadius: theme.shape.borderRadius,
      transition: theme.transitions.create('box-shadow'),
      '&:hover': { boxShadow: theme.shadows[3] },
      '&:focus-within': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
      // A card out of view is not laid out until it nears the viewport: the first layout of a page with 20
      // cards was its longest task on a phone (DECISIONS #151). The sizes are a row's and a tile's typical
      // height, so the scrollbar barely moves; 'auto' then keeps each card's real one.
      contentVisibility: 'auto',
      containIntrinsicSize: 'auto 148px',
      [wide]: { containIntrinsicSize: 'auto 340px' },
    },
    '.ad-card--highlighted': { backgroundColor: '#FFF8E1', borderColor: palette.warning.main, borderWidth: 2 },
    '.ad-card__body': {
      position: 'relative',
      display: 'flex',
      flexDirection: 'row',
      flexGrow: 1,
      [wide]: { flexDirection: 'column' },
    },
    '.ad-card__media': { position: 'relative', width: 128, flexShrink: 0, [wide]: { width: '100%' } },
    '.ad-cover': {
      position: 'relative',
      aspectRatio: '4 / 3',
      backgroundColor: palette.action.hover,
      overflow: 'hidden',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      color: palette.text.disabled,
      '& img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
    },
    '.ad-card__badges': {
      position: 'absolute',
      top: 6,
      left: 6,
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: theme.spacing(0.5),
      [wide]: { flexDirection: 'row' },
    },
    // The labels themselves are plainChip.ts's badges; the TOP one in bold.
    '.ad-card__badges .badge--primary': { fontWeight: 700 },
    '.ad-card__details': {
      padding: theme.spacing(1.5),
      minWidth: 0,
      flexGrow: 1,
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing(0.5),
      '& p, & h2, & h3': { margin: 0 },
    },
    '.ad-card__title': { ...typography.subtitle1, fontWeight: 600, lineHeight: 1.3 },
    // The stretched link: the whole card is the link's click area; the card's outline shows its focus.
    '.ad-card__link': {
      color: 'inherit',
      textDecoration: 'none',
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
      overflowWrap: 'anywhere',
      '&:hover': { textDecoration: 'underline' },
      '&::after': { content: '""', position: 'absolute', inset: 0 },
      '&:focus-visible': { outline: 'none' },
    },
    '.ad-card__price': { ...typography.h6, color: palette.primary.main, fontSize: '1.1rem', fontWeight: 700 },
    '.ad-card__previous-price': {
      marginLeft: theme.spacing(1),
      color: palette.text.secondary,
      fontSize: '0.9rem',
      fontWeight: 400,
    },
    '.ad-card__meta': {
      ...typography.body2,
      color: palette.text.secondary,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    '.ad-card__age': {
      ...typography.caption,
      color: palette.text.secondary,
      paddingRight: theme.spacing(10),
      minHeight: 30,
      display: 'flex',
      alignItems: 'center',
      marginTop: 'auto',
    },
    '.ad-card__actions': { position: 'absolute', zIndex: 1, right: 4, bottom: 4 },
    // The star before 'TOP skelbimai' (list/TopBlock.tsx).
    '.top-block__star': { color: palette.warning.main },
    '.ad-card__footer': { padding: theme.spacing(0, 1.5, 1.5) },
  };
};
