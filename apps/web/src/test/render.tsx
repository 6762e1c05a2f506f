import type { User } from '@skelbimai/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { SnackbarProvider } from '../components/snackbar/index.ts';
import { AuthContext, AuthProvider, type AuthStatus, authState } from '../features/auth/index.ts';

export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } });
}

/** A fixed auth state, bypassing the profile fetch: guards and the drawer only read the context. */
export function fakeAuth(user: User | null, status: AuthStatus = user ? 'logged' : 'login') {
  return authState(user, status, { setUser: vi.fn(), logout: vi.fn(async () => {}), refresh: vi.fn(async () => {}) });
}

interface Options {
  auth?: ReturnType<typeof fakeAuth>;
  queryClient?: QueryClient;
}

export function Providers({ children, auth, queryClient }: Options & { children: ReactNode }) {
  const client = queryClient ?? testQueryClient();
  const tree = <SnackbarProvider>{children}</SnackbarProvider>;
  return (
    <QueryClientProvider client={client}>
      {auth ? <AuthContext.Provider value={auth}>{tree}</AuthContext.Provider> : tree}
    </QueryClientProvider>
  );
}

export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  return render(<Providers {...options}>{ui}</Providers>);
}

/** Renders a route tree in memory at `path`; returns the router to read its location. */
export function renderRoutes(routes: RouteObject[], path: string, options: Options = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <Providers {...options}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...result, router };
}

/**
 * Routes rendered with the real AuthProvider (its profile fetch goes through the faked fetch) at `path`.
 * Returns the router, so tests can read where navigation went.
 */
export function renderWithRealAuth(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <Providers>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </Providers>,
  );
  return router;
}
