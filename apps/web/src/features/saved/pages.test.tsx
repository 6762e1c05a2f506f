import type { Post } from '@skelbimai/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeOf, type MockAnswer, mockFetch, unauthorized } from '../../test/fetchMock.ts';
import { makeUser } from '../../test/fixtures.ts';
import { Providers } from '../../test/render.tsx';
import { forgetRecentLists } from '../ads/list/index.ts';
import { AuthProvider } from '../auth/index.ts';
import BookmarkedAdsPage from './BookmarkedAdsPage.tsx';
import HiddenAdsPage from './HiddenAdsPage.tsx';
import { SavedPostsProvider } from './index.ts';

function makePost(id: number): Post {
  const category = { id: 200, name: 'Transportas', logicalName: 'transportas' };
  const subCategory = { id: 203, name: 'Dviračiai', logicalName: 'dviraciai' };
  return {
    id,
    creatorId: 'u9',
    title: `Dviratis nr. ${id}`,
    description: '',
    price: 100,
    postType: 'sell',
    category,
    subCategory,
    categoryName: category.logicalName,
    subCategoryName: subCategory.logicalName,
    location: 'Kėdainiai',
    status: 'active',
    reserved: false,
    soldAt: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    bumpedAt: '2026-11-01T10:00:00.000Z',
    expiresAt: '2026-12-01T10:00:00.000Z',
    viewCount: 0,
    pictureUploads: [],
    promotion: { top: false, highlighted: false, showcase: false, urgent: false },
    postReports: [],
    seller: null,
    attributes: {},
    facts: [],
  };
}

const page = (...ids: number[]) => ({
  body: {
    ...envelopeOf(ids.map(makePost)).body,
    pagination: { page: 1, pageSize: 20, totalPageCount: 1, totalCount: ids.length },
  },
});
const savedList = (...postIds: number[]) => ({
  body: {
    ...envelopeOf(null).body,
    postIds: postIds.map((postId) => ({ postId, createdAt: '2026-11-01T10:00:00.000Z' })),
  },
});

function renderPage(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/mano/pazymeti', element: <BookmarkedAdsPage /> },
      { path: '/mano/paslepti', element: <HiddenAdsPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <Providers>
      <AuthProvider>
        <SavedPostsProvider>
          <RouterProvider router={router} />
        </SavedPostsProvider>
      </AuthProvider>
    </Providers>,
  );
}

const listCalls = (spy: ReturnType<typeof mockFetch>) =>
  spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/posts/list');

function guest(more: Record<string, MockAnswer> = {}) {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return mockFetch({ '/api/auth/myProfile': unauthorized, ...more });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  forgetRecentLists();
});

describe('/mano/paslepti and /mano/pazymeti', () => {
  it('tells a guest with nothing hidden so, without asking the server for a list', async () => {
    const fetch = guest();
    renderPage('/mano/paslepti');
    expect(await screen.findByRole('heading', { name: 'Paslėpti skelbimai' })).toBeInTheDocument();
    expect(await screen.findByTestId('post-list-empty')).toHaveTextContent(/Paslėptų skelbimų nėra/);
    expect(screen.getByText('Jūs neprisijungę: sąrašas saugomas tik šioje naršyklėje.')).toBeInTheDocument();
    expect(listCalls(fetch)).toHaveLength(0);
  });

  it("lists a guest's hidden ads from the browser, and 'Rodyti' brings one back while its card stays", async () => {
    localStorage.setItem(
      'hidden-posts',
      JSON.stringify([
        { postId: 9, createdAt: '2026-11-01T10:00:00.000Z' },
        { postId: 4, createdAt: '2026-11-02T10:00:00.000Z' },
      ]),
    );
    const fetch = guest({ '/api/posts/list': page(9, 4) });
    renderPage('/mano/paslepti?searchKeyword=dviratis');
    expect(await screen.findByTestId('post-card-9')).toBeInTheDocument();
    const query = listCalls(fetch)[0]?.searchParams;
    expect(query?.get('listTarget')).toBe('public');
    // Most recently hidden first.
    expect(query?.get('postIds')).toBe('4,9');
    expect(query?.get('searchKeyword')).toBe('dviratis');

    const card = screen.getByTestId('post-card-4');
    await userEvent.click(card.querySelector('button[aria-label="Rodyti"]') as HTMLElement);
    expect(await screen.findByRole('alert')).toHaveTextContent('#4 skelbimas rodomas');
    expect(JSON.parse(localStorage.getItem('hidden-posts') ?? '[]')).toMatchObject([{ postId: 9 }]);
    expect(listCalls(fetch)[0]?.searchParams.get('postIds')).toBe('4,9');
    expect(screen.getByTestId('post-card-4')).toBeInTheDocument();
    expect(listCalls(fetch)).toHaveLength(1);
  });

  it("asks the server for a signed-in user's bookmarked ads (listTarget favorites)", async () => {
    const fetch = mockFetch({
      '/api/auth/myProfile': envelopeOf(makeUser()),
      '/api/favorites': savedList(6),
      '/api/hiddens': savedList(6),
      '/api/posts/list': page(6),
    });
    renderPage('/mano/pazymeti');
    expect(await screen.findByRole('heading', { name: 'Pažymėti skelbimai' })).toBeInTheDocument();
    // Bookmarked and hidden at once: this page still lists it.
    expect(await screen.findByTestId('post-card-6')).toBeInTheDocument();
    const query = listCalls(fetch)[0]?.searchParams;
    expect(query?.get('listTarget')).toBe('favorites');
    expect(query?.get('postIds')).toBeNull();
    expect(screen.queryByText(/Jūs neprisijungę/)).not.toBeInTheDocument();
  });

  it('says when nothing is bookmarked on the server', async () => {
    mockFetch({
      '/api/auth/myProfile': envelopeOf(makeUser()),
      '/api/favorites': savedList(),
      '/api/hiddens': savedList(),
      '/api/posts/list': page(),
    });
    renderPage('/mano/pazymeti');
    await waitFor(() => expect(screen.getByTestId('post-list-empty')).toHaveTextContent(/Dar nepažymėjote/));
  });

  it('strikes through a bookmarked ad’s higher price at bookmarking, and keeps sold, expired and removed ones marked', async () => {
    const states = [
      { postId: 6, state: 'active', savedPrice: 150, price: 100, title: 'Dviratis nr. 6', thumbnailUrl: null },
      { postId: 7, state: 'sold', savedPrice: 80, price: 80, title: 'Parduotas dviratis', thumbnailUrl: null },
      { postId: 8, state: 'expired', savedPrice: 90, price: 90, title: 'Senas dviratis', thumbnailUrl: null },
      { postId: 9, state: 'removed', savedPrice: null, price: null, title: null, thumbnailUrl: null },
    ].map((item) => ({ ...item, createdAt: '2026-11-01T10:00:00.000Z' }));
    const fetch = mockFetch({
      '/api/auth/myProfile': envelopeOf(makeUser()),
      '/api/favorites': savedList(6),
      '/api/hiddens': savedList(),
      '/api/favorites/states': envelopeOf(states),
      '/api/posts/list': page(6),
      '/api/favorites/9': envelopeOf(null),
    });
    renderPage('/mano/pazymeti');
    const card = await screen.findByTestId('post-card-6');
    await waitFor(() =>
      expect(card.querySelector('[data-testid="previous-price"]')).toHaveTextContent(/^Buvusi kaina: 150,00\s€$/),
    );
    expect(card.querySelector('s')).not.toBeNull();
    const section = screen.getByRole('region', { name: 'Nebegaliojantys pažymėti skelbimai' });
    expect(screen.getByTestId('gone-favorite-7')).toHaveTextContent(/^ParduotaParduotas dviratis80,00\s€Pašalinti$/);
    expect(screen.getByTestId('gone-favorite-8')).toHaveTextContent('NebegaliojaSenas dviratis');
    expect(screen.getByTestId('gone-favorite-9')).toHaveTextContent('Skelbimas pašalintas');
    // Not links into a dead page.
    expect(section.querySelectorAll('a')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Pašalinti iš pažymėtų' }));
    await waitFor(() => expect(screen.queryByTestId('gone-favorite-9')).not.toBeInTheDocument());
    expect(
      fetch.mock.calls.some(([url, init]) => String(url) === '/api/favorites/9' && init?.method === 'DELETE'),
    ).toBe(true);
    expect(screen.getByRole('button', { name: 'Pašalinti „Parduotas dviratis“ iš pažymėtų' })).toBeVisible();
  });
});
