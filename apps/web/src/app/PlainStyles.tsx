import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { breadcrumbsStyles } from '../components/Breadcrumbs.tsx';
import { countBadgeStyles } from '../components/CountBadge.tsx';
import { plainIconStyles } from '../components/icons/plainIcons.tsx';
import { plainButtonStyles } from '../components/PlainButton.tsx';
import { plainIconButtonStyles } from '../components/PlainIconButton.tsx';
import { plainSelectFieldStyles } from '../components/PlainSelectField.tsx';
import { plainChipStyles } from '../components/plainChip.ts';
import { visuallyHiddenStyles } from '../components/visuallyHidden.ts';
import { appFrameStyles } from './layout/appFrameStyles.ts';

/**
 * The style sheet of the plain elements a page repeats many times (the ad cards, their icons and buttons) and
 * of the simple parts every visitor of a landing page hydrates (the lists' selects and buttons, the trail, the
 * home page's tiles, the layout's frame), made from the theme once per page: on the server once per render,
 * where MUI's components serialised their styles once per element (DECISIONS #155, #156). A page the server
 * rendered keeps the server's sheet (AppProviders' `globalStylesInPage`); the browser makes it only for a page
 * it renders alone. The parts keep to selectors of their own (media queries nested inside them), so spreading
 * them together loses nothing.
 */
const plainStyles = (theme: Theme) => ({
  ...appFrameStyles,
  ...visuallyHiddenStyles,
  ...breadcrumbsStyles(theme),
  ...plainIconStyles(theme),
  ...plainIconButtonStyles(theme),
  ...plainChipStyles(theme),
  ...plainSelectFieldStyles(theme),
  ...plainButtonStyles(theme),
  ...countBadgeStyles(theme),
});

export function PlainStyles() {
  return <GlobalStyles styles={plainStyles} />;
}
