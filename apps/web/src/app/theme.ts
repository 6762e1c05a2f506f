import { createTheme } from '@mui/material/styles';

/** Material theme; the primary colour matches index.html's theme-color and the favicon. */
export const theme = createTheme({
  palette: {
    primary: { main: '#00695c' },
    secondary: { main: '#f9a825' },
    success: { main: '#2e7d32' },
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
    MuiAppBar: { defaultProps: { elevation: 1 } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
  },
});
