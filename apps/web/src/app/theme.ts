import { createTheme, type Theme } from '@mui/material/styles';
import { focusRing } from '../components/focusRing.ts';

let created: Theme | undefined;

/**
 * Material theme; the primary colour matches index.html's theme-color and the favicon. Made on first use, not
 * when the module loads: `createTheme` took ~15–20 % of the landing scripts' evaluation, the page's longest
 * task; main.tsx makes it in a task of its own before hydrating (DECISIONS #118).
 */
export const appTheme = (): Theme => (created ??= makeTheme());

const makeTheme = () =>
  createTheme({
    palette: {
      primary: { main: '#00695c' },
      secondary: { main: '#f9a825' },
      success: { main: '#2e7d32' },
      // MUI's orange (#ed6c02) is 3.1:1 on white; this one keeps PRODUCT.md §2's orange (unconfirmed, processing) at
      // 5:1 on white and 4.7:1 on the page's grey, as WCAG 1.4.3 asks of text (docs/ACCESSIBILITY.md, DECISIONS #112).
      warning: { main: '#b45309' },
      error: { main: '#c62828' },
      background: { default: '#f5f7f7' },
    },
    shape: { borderRadius: 10 },
    typography: {
      // System fonts: no web-font download on the critical path, and full Lithuanian glyph coverage.
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // prefers-reduced-motion (WCAG 2.3.3, docs/ACCESSIBILITY.md): no fades, slides, ripples or spinning. A stylesheet rule, not
      // a theme chosen in the browser, so the server's render and the first paint already move nothing; !important
      // beats the inline transitions MUI's Fade and Slide set (DECISIONS #112).
      MuiCssBaseline: {
        styleOverrides: {
          // A long word in a heading ('Nekilnojamasis' at 200 % text on a phone) breaks rather than making the
          // page wider than the screen (WCAG 1.4.10).
          'h1, h2, h3, h4, h5, h6': { overflowWrap: 'break-word' },
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
              transitionDelay: '0s !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
      // Focus always visible (WCAG 2.4.7): MUI marks keyboard focus with a ripple that some buttons (a picture,
      // a list row) hardly show; an outline in the primary colour on every button focused from the keyboard.
      MuiButtonBase: {
        styleOverrides: {
          root: ({ theme }) => ({ '&.Mui-focusVisible': focusRing(theme) }),
        },
      },
      MuiAppBar: { defaultProps: { elevation: 1 } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
    },
  });
