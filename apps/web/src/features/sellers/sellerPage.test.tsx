import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { envelopeOf, type MockAnswer, mockFetch } from '../../test/fetchMock.ts';
import { makeUser, siteInfo } from '../../test/fixtures.ts';
import { fakeAuth, renderRoutes } from '../../test/render.tsx';
import { makePost } from '../ads/list/testPosts.ts';
import { forgetRecentLists } from '../ads/list/usePagedPosts.ts';
import SellerPage from './SellerPage.tsx';

const SELLER_ID = '0b6f0d3e-1f7a-4c5e-9a51-2f3c4d5e6f70';
const seller = {
  id: SELLER_ID,
  displayName: 'Ona Onaitė',
  pictureUrl: null,
  memberSince: '2024-02-03T09:00:00Z',
  emailConfirmed: true,
  phoneConfirmed: false,
  activeAdCount: 1,
  replyMinutesMedian: 42,
  rating: { average: 4.8, count: 23 },
};

function renderSeller(path: string, answers: Record<string, MockAnswer>) {
  const fetch = mockFetch({ '/api/settings/get': envelopeOf(siteInfo), ...answers });
  renderRoutes([{ path: '/pardavejas/:userId', Component: SellerPage }], path, { auth: fakeAuth(makeUser()) });
  return fetch;
}

afterEach(() => {
  document.title = '';
  // Back's remembered lists are per query: the next test's seller list must be its own.
  forgetRecentLists();
});

describe('/pardavejas/{userId}', () => {
  it("shows the seller's name, member since, which contacts are confirmed and their ads", async () => {
    const ad = makePost({ id: 7, title: 'Onos dviratis', creatorId: SELLER_ID });
    const fetch = renderSeller(`/pardavejas/${SELLER_ID}`, {
      [`/api/users/GetSeller/${SELLER_ID}`]: envelopeOf(seller),
      [`/api/ratings/user/${SELLER_ID}`]: {
        body: {
          succeeded: true,
          data: [
            {
              id: 1,
              stars: 5,
              comment: 'Sutarėme greitai',
              createdAt: '2025-03-01T10:00:00Z',
              raterName: 'Jonas P.',
              answer: 'Ačiū!',
              answeredAt: '2025-03-02T10:00:00Z',
            },
          ],
          messages: [],
          errors: [],
          pagination: { totalPageCount: 1 },
        },
      },
      '/api/posts/list': {
        body: { succeeded: true, data: [ad], messages: [], errors: [], pagination: { totalPageCount: 1 } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ona Onaitė' })).toBeInTheDocument();
    const header = screen.getByTestId('seller-header');
    expect(within(header).getByText('Narys nuo 2024-02-03')).toBeInTheDocument();
    expect(within(header).getByText('Patvirtintas el. paštas')).toBeInTheDocument();
    expect(within(header).getByText('Telefono numeris nepatvirtintas')).toBeInTheDocument();
    expect(within(header).getByText('Paprastai atsako per 42 min.')).toBeInTheDocument();
    expect(within(header).getByText('4,8 ★ (23 įvertinimai)')).toBeInTheDocument();
    // The latest comments with the seller's answer (PRODUCT.md §27).
    const comment = await screen.findByText('Sutarėme greitai');
    expect(
      within(comment.closest('li') as HTMLElement).getByRole('img', { name: '5 iš 5 žvaigždučių' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ačiū!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Pardavėjo skelbimai (1)' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Onos dviratis' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Ona Onaitė – ${siteInfo.siteName}`));
    const listCall = fetch.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));
    expect(listCall.find((url) => url.pathname === '/api/posts/list')?.searchParams.get('sellerId')).toBe(SELLER_ID);
  });

  it("calls a seller without a name 'Pardavėjas' and says when they have no ads", async () => {
    renderSeller(`/pardavejas/${SELLER_ID}`, {
      [`/api/users/GetSeller/${SELLER_ID}`]: envelopeOf({
        ...seller,
        displayName: null,
        activeAdCount: 0,
        rating: { average: null, count: 0 },
      }),
      '/api/posts/list': {
        body: { succeeded: true, data: [], messages: [], errors: [], pagination: { totalPageCount: 0 } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pardavėjas' })).toBeInTheDocument();
    expect(await screen.findByText('Šis pardavėjas šiuo metu neturi aktyvių skelbimų.')).toBeInTheDocument();
  });

  it('shows the 404 display for a seller the API does not show', async () => {
    renderSeller(`/pardavejas/${SELLER_ID}`, {
      [`/api/users/GetSeller/${SELLER_ID}`]: {
        status: 404,
        body: { succeeded: false, data: null, messages: ['Pardavėjas nerastas.'], errors: [] },
      },
    });
    expect(await screen.findByRole('heading', { name: '404: Puslapis nerastas.' })).toBeInTheDocument();
  });

  it('does not ask the API about an id that is no uuid', async () => {
    const fetch = renderSeller('/pardavejas/abc', {});
    expect(await screen.findByRole('heading', { name: '404: Puslapis nerastas.' })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/users/GetSeller'))).toBe(false);
  });
});
