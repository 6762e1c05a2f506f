import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { SnackbarProvider } from '../components/snackbar/index.ts';
import { AuthProvider } from '../features/auth/index.ts';
import { SavedPostsProvider } from '../features/saved/index.ts';
import { theme } from './theme.ts';

/** Everything a screen may rely on, outside the router so guards and the layout can use it. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider>
          <AuthProvider>
            {/* Favourites and hidden ads follow whoever is signed in (issue 5). */}
            <SavedPostsProvider>{children}</SavedPostsProvider>
          </AuthProvider>
        </SnackbarProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
