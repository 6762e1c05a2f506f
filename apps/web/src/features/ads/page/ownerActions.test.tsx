import type { Post } from '@skelbimai/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeOf, type MockAnswer, mockFetch } from '../../../test/fetchMock.ts';
import { makeUser, siteInfo } from '../../../test/fixtures.ts';
import { fakeAuth, renderRoutes } from '../../../test/render.tsx';
import AdPage from '../AdPage.tsx';
import { makePost } from '../list/testPosts.ts';

// The seller block links to the seller's page; the owner sees their own actions on their ad.

const DAY = 24 * 60 * 60 * 1000;
const SELLER_ID = '0b6f0d3e-1f7a-4c5e-9a51-2f3c4d5e6f70';

const adOf = (overrides: Partial<Post> = {}) =>
  makePost({
    id: 42,
    creatorId: SELLER_ID,
    title: 'Dviratis Trek Marlin',
    status: 'active',
    expiresAt: new Date(Date.now() + 20 * DAY).toISOString(),
    viewCount: 12,
    seller: { id: SELLER_ID, displayName: 'Petras P.', pictureUrl: null, memberSince: '2025-05-10T09:00:00Z' },
    ...overrides,
  });

const seller = {
  id: SELLER_ID,
  displayName: 'Petras P.',
  memberSince: '2025-05-10T09:00:00Z',
  emailConfirmed: true,
  phoneConfirmed: true,
  activeAdCount: 5,
  replyMinutesMedian: null,
  rating: { average: null, count: 0 },
};

function renderAd(post: Post, viewerId: string, answers: Record<string, MockAnswer> = {}) {
  const fetch = mockFetch({
    '/api/settings/get': envelopeOf(siteInfo),
    '/api/posts/list': { body: { succeeded: true, data: null, messages: [], errors: [], posts: [] } },
    '/api/posts/single/42': envelopeOf(post),
    [`/api/users/GetSeller/${SELLER_ID}`]: envelopeOf(seller),
    ...answers,
  });
  renderRoutes([{ path: '/skelbimas/:id?', Component: AdPage }], '/skelbimas/42', {
    auth: fakeAuth(makeUser({ id: viewerId })),
  });
  return fetch;
}

describe("the ad page's seller block", () => {
  it("links the seller's name and 'Visi pardavėjo skelbimai (N)' to the seller's page", async () => {
    renderAd(adOf(), 'someone-else');
    const link = await screen.findByRole('link', { name: 'Visi pardavėjo skelbimai (5)' });
    expect(link).toHaveAttribute('href', `/pardavejas/${SELLER_ID}`);
    expect(screen.getByRole('link', { name: 'Petras P.' })).toHaveAttribute('href', `/pardavejas/${SELLER_ID}`);
  });

  it("calls a seller without a name 'Pardavėjas', not 'Portalo narys'", async () => {
    renderAd(
      adOf({ seller: { id: SELLER_ID, displayName: null, pictureUrl: null, memberSince: '2025-05-10T09:00:00Z' } }),
      'someone-else',
    );
    expect(await screen.findByTestId('seller-name')).toHaveTextContent('Pardavėjas');
    expect(screen.queryByText('Portalo narys')).toBeNull();
  });

  it('leaves the link out when the API does not show the seller (blocked; a moderator sees the ad)', async () => {
    renderAd(adOf(), 'moderator', {
      [`/api/users/GetSeller/${SELLER_ID}`]: {
        status: 404,
        body: { succeeded: false, data: null, messages: ['Pardavėjas nerastas.'], errors: [] },
      },
    });
    expect(await screen.findByTestId('seller-name')).toHaveTextContent('Petras P.');
    await screen.findByRole('button', { name: 'Rodyti numerį' });
    // Drawn while the seller's card is asked for, gone once the API refuses it.
    await waitFor(() => expect(screen.queryByTestId('seller-ads-link')).toBeNull());
  });
});

describe("the owner's own ad", () => {
  it("offers edit, promote, share and the view count instead of 'Pažymėti / Slėpti / Pranešti'", async () => {
    renderAd(adOf(), SELLER_ID);
    const actions = await screen.findByTestId('owner-actions');
    expect(within(actions).getByRole('link', { name: 'Redaguoti' })).toHaveAttribute('href', '/new?id=42');
    expect(within(actions).getByRole('button', { name: 'Reklamuoti' })).toBeInTheDocument();
    expect(within(actions).getByTestId('owner-statistics')).toHaveTextContent('Statistika: 12 peržiūrų');
    // Renewal only near the end (as 'Mano skelbimai' offers it): 20 days are left.
    expect(within(actions).queryByRole('button', { name: 'Pratęsti' })).toBeNull();
    for (const name of ['Pažymėti', 'Slėpti', 'Pranešti']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('renews an ad about to end and shows the new date', async () => {
    const ending = adOf({ expiresAt: new Date(Date.now() + 2 * DAY).toISOString() });
    const renewed = { ...ending, expiresAt: '2099-01-15T10:00:00Z' };
    const fetch = renderAd(ending, SELLER_ID, { '/api/posts/renew/42': envelopeOf(renewed) });
    await userEvent.click(await screen.findByRole('button', { name: 'Pratęsti' }));
    expect(await screen.findByText('Skelbimas pratęstas iki 2099-01-15.')).toBeInTheDocument();
    expect(
      fetch.mock.calls.some(([url, init]) => String(url).includes('/api/posts/renew/42') && init?.method === 'POST'),
    ).toBe(true);
  });

  it('offers renewal but no promotion for an expired ad', async () => {
    renderAd(adOf({ status: 'expired', expiresAt: new Date(Date.now() - DAY).toISOString() }), SELLER_ID);
    const actions = await screen.findByTestId('owner-actions');
    expect(within(actions).getByRole('button', { name: 'Pratęsti' })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Reklamuoti' })).toBeNull();
    expect(within(actions).queryByRole('link', { name: 'Įkelti panašų skelbimą' })).toBeNull();
  });

  it("offers a sold ad's owner 'Įkelti panašų skelbimą', the form filled from it; an active ad has none", async () => {
    renderAd(adOf({ status: 'sold', soldAt: new Date(Date.now() - DAY).toISOString() }), SELLER_ID);
    const actions = await screen.findByTestId('owner-actions');
    expect(within(actions).getByRole('link', { name: 'Įkelti panašų skelbimą' })).toHaveAttribute(
      'href',
      '/new?panasus=42',
    );
    expect(within(actions).queryByRole('button', { name: 'Pratęsti' })).toBeNull();
  });

  it("shows a visitor 'Pažymėti', 'Slėpti' and 'Pranešti', and none of the owner's actions", async () => {
    renderAd(adOf(), 'someone-else');
    expect(await screen.findByRole('button', { name: 'Pažymėti' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Slėpti' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pranešti' })).toBeInTheDocument();
    expect(screen.queryByTestId('owner-actions')).toBeNull();
  });
});
