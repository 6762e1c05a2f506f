import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AuthState, useAuth } from '../../lib/authContext.ts';
import { envelopeOf, mockFetch, unauthorized } from '../../test/fetchMock.ts';
import { makeUser } from '../../test/fixtures.ts';
import { testQueryClient } from '../../test/render.tsx';
import { setSessionHint } from '../../test/sessionHint.ts';
import { AuthProvider } from './AuthProvider.tsx';
import { hasSessionHint } from './api.ts';

// Each test's console spies start with no calls: a spy left from the test before would count its warnings.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

let latest: AuthState | undefined;
function Probe() {
  latest = useAuth();
  return <p data-testid="status">{String(latest.status)}</p>;
}

function renderAuth() {
  render(
    <QueryClientProvider client={testQueryClient()}>
      <AuthProvider>
        <Probe />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('auth state (PRODUCT.md §4)', () => {
  it("is null at start and 'login' after the profile fetch fails", async () => {
    mockFetch({ '/api/auth/myProfile': unauthorized });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAuth();
    expect(screen.getByTestId('status')).toHaveTextContent('null');
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('login'));
    expect(latest?.isAuthenticated).toBe(false);
    expect(latest?.user).toBeNull();
  });

  it("asks nobody without the session marker cookie: a guest is 'login' with no call and no console output", async () => {
    setSessionHint(false);
    const fetch = mockFetch({ '/api/auth/myProfile': envelopeOf(makeUser()) });
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    renderAuth();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('login'));
    expect(latest?.user).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('asks for the profile when the marker is there', async () => {
    setSessionHint(true);
    const fetch = mockFetch({ '/api/auth/myProfile': envelopeOf(makeUser({ fullName: 'Ona Onaitė' })) });
    renderAuth();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('logged'));
    expect(latest?.user?.fullName).toBe('Ona Onaitė');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('finds the marker among other cookies, by its exact name', () => {
    expect(hasSessionHint('theme=dark; signed_in=1; other=x')).toBe(true);
    expect(hasSessionHint('signed_in_before=1; theme=dark')).toBe(false);
    expect(hasSessionHint('')).toBe(false);
  });

  it('treats a server error on the profile fetch as signed out too', async () => {
    mockFetch({ '/api/auth/myProfile': { status: 500, raw: 'oops' } });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAuth();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('login'));
  });

  it("is 'logged' with the user after the profile fetch succeeds; admin ignores case", async () => {
    mockFetch({ '/api/auth/myProfile': envelopeOf(makeUser({ authRole: 'administrator' })) });
    renderAuth();
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('logged'));
    expect(latest?.isAuthenticated).toBe(true);
    expect(latest?.isAdmin).toBe(true);
    expect(latest?.hasRole).toBe(true);
  });

  it('a moderator has a role but is not an administrator', async () => {
    mockFetch({ '/api/auth/myProfile': envelopeOf(makeUser({ authRole: 'Moderator' })) });
    renderAuth();
    await waitFor(() => expect(latest?.status).toBe('logged'));
    expect(latest?.isAdmin).toBe(false);
    expect(latest?.hasRole).toBe(true);
  });

  it('setUser signs in and logout signs out, calling the server', async () => {
    const fetch = mockFetch({
      '/api/auth/myProfile': unauthorized,
      '/api/auth/logout': envelopeOf(null),
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderAuth();
    await waitFor(() => expect(latest?.status).toBe('login'));
    act(() => latest?.setUser(makeUser()));
    await waitFor(() => expect(latest?.status).toBe('logged'));
    await act(async () => latest?.logout());
    // TanStack Query notifies observers on a timer, so the new state arrives a tick later.
    await waitFor(() => expect(latest?.status).toBe('login'));
    expect(latest?.user).toBeNull();
    expect(fetch.mock.calls.some(([url, init]) => String(url) === '/api/auth/logout' && init?.method === 'POST')).toBe(
      true,
    );
  });
});
