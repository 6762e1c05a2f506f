import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HydratedMarker } from '../components/HydratedMarker.tsx';
import { RenderClockProvider } from '../components/RenderClock.tsx';
import { SnackbarProvider } from '../components/snackbar/index.ts';
import { AuthProvider } from '../features/auth/index.ts';
import { SavedPostsProvider } from '../features/saved/index.ts';
import { PhoneGuessContext } from './layout/useIsPhone.ts';
import { PlainStyles } from './PlainStyles.tsx';
import { appTheme } from './theme.ts';

export interface AppProvidersProps {
  queryClient: QueryClient;
  /** A server-rendered page's render time and phone guess (ServerRenderState): the first render matches its HTML. */
  renderedAt?: number;
  phoneGuess?: boolean;
  /**
   * The page already holds the global sheets' <style> tags (a server-rendered page being hydrated): they are not
   * made again. Emotion leaves the server's tags in place, and a global sheet renders no element, so hydration
   * is unchanged; serialising the two sheets was a tenth of the first hydration pass on a phone.
   */
  globalStylesInPage?: boolean;
  children: ReactNode;
}

/** Everything a screen may rely on, outside the router so guards and the layout can use it. */
export function AppProviders({
  queryClient,
  renderedAt,
  phoneGuess = false,
  globalStylesInPage = false,
  children,
}: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RenderClockProvider now={renderedAt}>
        <PhoneGuessContext value={phoneGuess}>
          <ThemeProvider theme={appTheme()}>
            {!globalStylesInPage && (
              <>
                <CssBaseline />
                <PlainStyles />
              </>
            )}
            <HydratedMarker />
            <SnackbarProvider>
              <AuthProvider>
                {/* Favourites and hidden ads follow whoever is signed in. */}
                <SavedPostsProvider>{children}</SavedPostsProvider>
              </AuthProvider>
            </SnackbarProvider>
          </ThemeProvider>
        </PhoneGuessContext>
      </RenderClockProvider>
    </QueryClientProvider>
  );
}
