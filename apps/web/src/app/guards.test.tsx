import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthContext } from '../features/auth/index.ts';
import { makeUser } from '../test/fixtures.ts';
import { fakeAuth, Providers, renderRoutes } from '../test/render.tsx';
import { GuestOnly, RequireAdmin, RequireAuth, RequireRole } from './guards.tsx';

/** A minimal tree: one screen behind each guard, plus the pages guards redirect to. */
const routes = [
  { path: '/', element: <p>pradžia</p> },
  { path: '/prisijungimas', element: <p>prisijungimas</p> },
  {
    Component: GuestOnly,
    children: [{ path: '/registracija', element: <p>registracija</p> }],
  },
  {
    Component: RequireAuth,
    children: [
      { path: '/mano/skelbimai', element: <p>mano skelbimai</p> },
      { path: '/new', element: <p>naujas</p> },
    ],
  },
  { Component: RequireRole, children: [{ path: '/dashboard', element: <p>valdymas</p> }] },
  { Component: RequireAdmin, children: [{ path: '/dashboard/users', element: <p>vartotojai</p> }] },
];

const guestOnlyLogin = [
  { path: '/', element: <p>pradžia</p> },
  { Component: GuestOnly, children: [{ path: '/prisijungimas', element: <p>prisijungimas</p> }] },
];

/** A visitor who signs in while on the page: the auth state changes without a navigation. */
function SigningIn() {
  const [auth, setAuth] = useState(() => fakeAuth(null));
  return (
    <AuthContext.Provider value={auth}>
      <button type="button" onClick={() => setAuth(fakeAuth(makeUser()))}>
        prisijungti
      </button>
      <Outlet />
    </AuthContext.Provider>
  );
}

const where = (router: { state: { location: { pathname: string; search: string } } }) =>
  `${router.state.location.pathname}${router.state.location.search}`;

describe('auth-required guard', () => {
  it('sends a guest to the login page with the requested path as returnUrl', async () => {
    const { router } = renderRoutes(routes, '/mano/skelbimai', { auth: fakeAuth(null) });
    expect(await screen.findByText('prisijungimas')).toBeInTheDocument();
    expect(where(router)).toBe('/prisijungimas?returnUrl=%2Fmano%2Fskelbimai');
  });

  it('keeps the query of the requested page in returnUrl', async () => {
    const { router } = renderRoutes(routes, '/new?kategorija=butai', { auth: fakeAuth(null) });
    await screen.findByText('prisijungimas');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/new?kategorija=butai');
  });

  it('lets a signed-in user in', async () => {
    renderRoutes(routes, '/mano/skelbimai', { auth: fakeAuth(makeUser()) });
    expect(await screen.findByText('mano skelbimai')).toBeInTheDocument();
  });

  it('waits with a spinner while the auth status is null, and never redirects early', async () => {
    const { router } = renderRoutes(routes, '/mano/skelbimai', { auth: fakeAuth(null, null) });
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('prisijungimas')).not.toBeInTheDocument();
    expect(where(router)).toBe('/mano/skelbimai');
  });
});

describe('guests-only guard', () => {
  it('sends a signed-in user away from the login page', async () => {
    const { router } = renderRoutes(guestOnlyLogin, '/prisijungimas', { auth: fakeAuth(makeUser()) });
    expect(await screen.findByText('pradžia')).toBeInTheDocument();
    expect(where(router)).toBe('/');
  });

  it('does not bounce a visitor who signs in on the login page itself', async () => {
    const router = createMemoryRouter([{ Component: SigningIn, children: guestOnlyLogin }], {
      initialEntries: ['/prisijungimas'],
    });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    expect(await screen.findByText('prisijungimas')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'prisijungti' }));
    expect(screen.getByText('prisijungimas')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/prisijungimas');
  });

  it('shows the registration page to a guest', async () => {
    renderRoutes(routes, '/registracija', { auth: fakeAuth(null) });
    expect(await screen.findByText('registracija')).toBeInTheDocument();
  });

  it('waits while the status is null', async () => {
    renderRoutes(guestOnlyLogin, '/prisijungimas', { auth: fakeAuth(null, null) });
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(screen.queryByText('pradžia')).not.toBeInTheDocument();
  });
});

describe('administrator-only guard', () => {
  it.each(['Administrator', 'administrator', 'ADMINISTRATOR'])('lets role %s in', async (authRole) => {
    renderRoutes(routes, '/dashboard/users', { auth: fakeAuth(makeUser({ authRole })) });
    expect(await screen.findByText('vartotojai')).toBeInTheDocument();
  });

  it.each([
    ['a moderator', makeUser({ authRole: 'Moderator' })],
    ['a user without a role', makeUser()],
    ['a guest', null],
  ])('sends %s home', async (_label, user) => {
    const { router } = renderRoutes(routes, '/dashboard/users', { auth: fakeAuth(user) });
    expect(await screen.findByText('pradžia')).toBeInTheDocument();
    expect(where(router)).toBe('/');
  });
});

describe('role-required guard', () => {
  it.each(['Moderator', 'Administrator'])('lets role %s in', async (authRole) => {
    renderRoutes(routes, '/dashboard', { auth: fakeAuth(makeUser({ authRole })) });
    expect(await screen.findByText('valdymas')).toBeInTheDocument();
  });

  it.each([
    ['no role', makeUser({ authRole: null })],
    ['an empty role', makeUser({ authRole: '  ' })],
    ['a guest', null],
  ])('sends a user with %s home', async (_label, user) => {
    const { router } = renderRoutes(routes, '/dashboard', { auth: fakeAuth(user) });
    await waitFor(() => expect(where(router)).toBe('/'));
    expect(screen.getByText('pradžia')).toBeInTheDocument();
  });
});
