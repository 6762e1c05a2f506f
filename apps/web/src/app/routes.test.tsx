import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeOf, mockFetch, startupAnswers } from '../test/fetchMock.ts';
import { makeUser } from '../test/fixtures.ts';
import { renderWithRealAuth } from '../test/render.tsx';
import { routes } from './routes.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The real route table, layout and auth provider; only fetch is faked. */
const renderApp = (path: string) => renderWithRealAuth(routes, path);

describe('route table', () => {
  it('shows the 404 text and a way home for an unknown address', async () => {
    mockFetch(startupAnswers());
    renderApp('/tokio-puslapio-nera');
    expect(await screen.findByText('404: Puslapis nerastas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Grįžti į pradžią' })).toHaveAttribute('href', '/');
  });

  it('redirects a guest from /mano/skelbimai to the login page with returnUrl', async () => {
    mockFetch(startupAnswers());
    const router = renderApp('/mano/skelbimai');
    // The login screen's chunk (forms, zod) loads before the navigation commits: give it time in jsdom.
    await waitFor(() => expect(router.state.location.pathname).toBe('/prisijungimas'), { timeout: 10_000 });
    expect(router.state.location.search).toBe('?returnUrl=%2Fmano%2Fskelbimai');
    expect(await screen.findByRole('heading', { name: 'Prisijungimas' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /El. paštas arba tel. numeris/ })).toBeInTheDocument();
  });

  it('lets a signed-in user open their page and titles it with the site name', async () => {
    mockFetch(startupAnswers(envelopeOf(makeUser())));
    renderApp('/mano/skelbimai');
    expect(await screen.findByRole('heading', { name: 'Mano skelbimai' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Mano skelbimai – Kėdainių skelbimai'));
  });

  it('keeps a moderator out of the administrators-only orders list', async () => {
    mockFetch(startupAnswers(envelopeOf(makeUser({ authRole: 'Moderator' }))));
    const router = renderApp('/dashboard/orders');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('keeps a moderator out of the administrators-only audit log', async () => {
    mockFetch(startupAnswers(envelopeOf(makeUser({ authRole: 'Moderator' }))));
    const router = renderApp('/dashboard/audit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('opens the audit log for an administrator, titled in Lithuanian', async () => {
    mockFetch({
      ...startupAnswers(envelopeOf(makeUser({ authRole: 'Administrator' }))),
      '/api/audit/GetAuditLog': { body: { ...envelopeOf([]).body, pagination: { totalPageCount: 1, totalCount: 0 } } },
    });
    const router = renderApp('/dashboard/audit');
    expect(await screen.findByRole('heading', { name: 'Veiksmų žurnalas' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/audit');
    await waitFor(() => expect(document.title).toBe('Veiksmų žurnalas – Kėdainių skelbimai'));
  });

  it('lets a moderator into the users list to block, with the dashboard links but no money lists (DECISIONS #47)', async () => {
    mockFetch({
      ...startupAnswers(envelopeOf(makeUser({ authRole: 'Moderator' }))),
      '/api/users/getusers': { body: { ...envelopeOf([]).body, pagination: { totalPageCount: 1, totalCount: 0 } } },
    });
    const router = renderApp('/dashboard/users');
    expect(await screen.findByRole('heading', { name: 'Vartotojai' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/users');
    const dashboardNav = within(screen.getByRole('navigation', { name: 'Valdymo skydas' }));
    expect(dashboardNav.getByRole('link', { name: 'Skelbimai ir pranešimai' })).toBeInTheDocument();
    expect(dashboardNav.queryByRole('link', { name: 'Mokėjimai' })).not.toBeInTheDocument();
    expect(dashboardNav.queryByRole('link', { name: 'Veiksmų žurnalas' })).not.toBeInTheDocument();
  });

  it('shows a subcategory page with the category names from the server', async () => {
    mockFetch(startupAnswers());
    renderApp('/skelbimai/transportas/automobiliai');
    expect(await screen.findByRole('heading', { name: 'Automobiliai' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Transportas' })).toHaveAttribute('href', '/skelbimai/transportas');
  });
});
