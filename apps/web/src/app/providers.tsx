import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HydratedMarker } from '../components/HydratedMarker.tsx';
import { RenderClockProvider } from '../components/RenderClock.tsx';
import { SnackbarProvider } from '../components/snackbar/index.ts';
import { AuthProvider } from '../features/auth/index.ts';
import { SavedPostsProvider } from '../features/saved/index.ts';
import { PhoneGuessContext } from './layout/useIsPhone.ts';

export interface AppProvidersProps {
  queryClient: QueryClient;
  /** A server-rendered page's render time and phone guess (ServerRenderState): the first render matches its HTML. */
  renderedAt?: number;
  phoneGuess?: boolean;
  children: ReactNode;
}

/** Everything a screen may rely on, outside the router so guards and the layout can use it. */
export function AppProviders({ queryClient, renderedAt, phoneGuess = false, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RenderClockProvider now={renderedAt}>
        <PhoneGuessContext value={phoneGuess}>
          <HydratedMarker />
          <SnackbarProvider>
            <AuthProvider>
              {/* Favourites and hidden ads follow whoever is signed in. */}
              <SavedPostsProvider>{children}</SavedPostsProvider>
            </AuthProvider>
          </SnackbarProvider>
        </PhoneGuessContext>
      </RenderClockProvider>
    </QueryClientProvider>
  );
}
