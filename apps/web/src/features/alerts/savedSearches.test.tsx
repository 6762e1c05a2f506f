import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeOf, type MockAnswer, mockFetch } from '../../test/fetchMock.ts';
import { makeUser } from '../../test/fixtures.ts';
import { fakeAuth, renderRoutes } from '../../test/render.tsx';
import SavedSearchesPage from './SavedSearchesPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const golf = {
  id: 4,
  name: 'Golfai',
  query: 'categoryName=transportas&searchKeyword=golf',
  description: 'Transportas · „golf“',
  frequency: 'instant',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastOpenedAt: '2026-11-20T10:00:00.000Z',
  newAdCount: 3,
};

function renderPage(extra: Record<string, MockAnswer> = {}) {
  const fetch = mockFetch({ '/api/savedsearches/list': envelopeOf([golf]), ...extra });
  const { router } = renderRoutes(
    [
      { path: '/mano/paieskos', Component: SavedSearchesPage },
      { path: '/skelbimai/:category', Component: () => <p>Sąrašas</p> },
    ],
    '/mano/paieskos',
    { auth: fakeAuth(makeUser()) },
  );
  const posted = (path: string) =>
    fetch.mock.calls.filter(([url]) => String(url) === path).map(([, init]) => JSON.parse(String(init?.body)));
  return { router, posted };
}

describe('/mano/paieskos (the user’s saved searches)', () => {
  it('lists each search with its name, filters in words and new-ad count', async () => {
    renderPage();
    const item = await screen.findByRole('listitem');
    expect(within(item).getByRole('heading', { name: 'Golfai' })).toBeVisible();
    expect(within(item).getByText('Transportas · „golf“')).toBeVisible();
    expect(within(item).getByText('Nauji skelbimai: 3')).toBeVisible();
  });

  it("opens one through the API's open (its count resets) and goes to its list", async () => {
    const { router, posted } = renderPage({
      '/api/savedsearches/open': envelopeOf({ search: { ...golf, newAdCount: 0 }, newSince: golf.lastOpenedAt }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Atverti „Golfai“' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/skelbimai/transportas'));
    expect(router.state.location.search).toBe('?searchKeyword=golf');
    expect(posted('/api/savedsearches/open')).toEqual([{ id: 4 }]);
  });

  it('changes the frequency and deletes', async () => {
    const { posted } = renderPage({
      '/api/savedsearches/update': envelopeOf({ ...golf, frequency: 'daily' }),
      '/api/savedsearches/delete': envelopeOf({ id: 4 }),
    });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Siųsti el. paštu' }), 'Kartą per dieną');
    await waitFor(() => expect(posted('/api/savedsearches/update')).toEqual([{ id: 4, frequency: 'daily' }]));
    await userEvent.click(screen.getByRole('button', { name: 'Ištrinti „Golfai“' }));
    await waitFor(() => expect(posted('/api/savedsearches/delete')).toEqual([{ id: 4 }]));
  });

  it('says when there are none', async () => {
    mockFetch({ '/api/savedsearches/list': envelopeOf([]) });
    renderRoutes([{ path: '/mano/paieskos', Component: SavedSearchesPage }], '/mano/paieskos', {
      auth: fakeAuth(makeUser()),
    });
    expect(await screen.findByText(/Išsaugotų paieškų nėra/)).toBeVisible();
  });
});
