import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { envelopeOf, type MockAnswer, mockFetch } from '../../../test/fetchMock.ts';
import { makeUser, siteInfo } from '../../../test/fixtures.ts';
import { fakeAuth, renderRoutes } from '../../../test/render.tsx';
import AdPage from '../AdPage.tsx';
import { makePost } from '../list/testPosts.ts';

const post = makePost({
  id: 42,
  creatorId: 'owner',
  title: 'Dviratis Trek Marlin',
  price: 350,
  postType: 'sell',
  description: '<b>Ne HTML</b>\nAntra eilutė',
  viewCount: 17,
  seller: { id: 'owner', displayName: 'Petras P.', pictureUrl: null, memberSince: '2025-05-10T09:00:00Z' },
  pictureUploads: [
    {
      id: '00000000-0000-4000-8000-000000000001',
      url: '/u/1.webp',
      thumbnailUrl: '/u/1t.webp',
      width: 1600,
      height: 1200,
    },
    {
      id: '00000000-0000-4000-8000-000000000002',
      url: '/u/2.webp',
      thumbnailUrl: '/u/2t.webp',
      width: 1600,
      height: 1200,
    },
  ],
});

const failure = (status: number, message: string): MockAnswer => ({
  status,
  body: { succeeded: false, data: null, messages: [message], errors: [] },
});

function renderAd(path: string, answers: Record<string, MockAnswer>, user = makeUser({ id: 'someone-else' })) {
  const fetch = mockFetch({
    '/api/settings/get': envelopeOf(siteInfo),
    '/api/posts/list': { body: { succeeded: true, data: null, messages: [], errors: [], posts: [post] } },
    ...answers,
  });
  renderRoutes([{ path: '/skelbimas/:id?', Component: AdPage }], path, { auth: fakeAuth(user) });
  return fetch;
}

afterEach(() => {
  document.title = '';
});

describe('/skelbimas/{id}', () => {
  it("says 'Kaina sumažinta' with the old price struck through when the price fell", async () => {
    const dropped = { ...post, price: 300, previousPrice: 350 };
    renderAd('/skelbimas/42', { '/api/posts/single/42': envelopeOf(dropped) });
    expect(await screen.findByTestId('ad-price-dropped')).toHaveTextContent('Kaina sumažinta');
    expect(screen.getByTestId('ad-previous-price').tagName).toBe('S');
    expect(screen.getByTestId('ad-previous-price')).toHaveTextContent(/^Buvusi kaina: 350,00\s€$/);
    expect(screen.getByTestId('ad-price')).toHaveTextContent(/^300,00\s€/);
  });

  it('shows the ad: title, price and town as page title, price, type, views, both pictures, the seller and the text as text', async () => {
    renderAd('/skelbimas/42', { '/api/posts/single/42': envelopeOf(post) });
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(screen.getByTestId('ad-price')).toHaveTextContent('350,00 €');
    expect(screen.getByText('Parduoda')).toBeInTheDocument();
    expect(screen.getByText(/Peržiūros: 17/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${post.title} – nuotrauka 1 iš 2` })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: `${post.title} – nuotrauka 2 iš 2` })).toBeInTheDocument();
    expect(screen.getByTestId('seller-name')).toHaveTextContent('Petras P.');
    expect(screen.getByText('Narys nuo 2025-05-10')).toBeInTheDocument();
    const description = screen.getByTestId('ad-description');
    expect(description.textContent).toBe('<b>Ne HTML</b>\nAntra eilutė');
    expect(description.querySelector('b')).toBeNull();
    // The same name the server puts in the page's <title> (modules/pages): title, price, town.
    await waitFor(() =>
      expect(document.title).toBe(`${post.title}, 350,00\u00a0€, ${post.location} – ${siteInfo.siteName}`),
    );
    // Not the owner and no role: no edit link.
    expect(screen.queryByRole('link', { name: 'Redaguoti' })).toBeNull();
  });

  it('gives the owner an edit link to the form', async () => {
    renderAd('/skelbimas/42', { '/api/posts/single/42': envelopeOf(post) }, makeUser({ id: 'owner' }));
    expect(await screen.findByRole('link', { name: 'Redaguoti' })).toHaveAttribute('href', '/new?id=42');
  });

  it('shows the 404 display for a missing ad and for an id that cannot be one', async () => {
    renderAd('/skelbimas/7', { '/api/posts/single/7': failure(404, 'Skelbimas nerastas.') });
    expect(await screen.findByRole('heading', { name: '404: Puslapis nerastas.' })).toBeInTheDocument();
  });

  it('does not even ask the API about a bad id', async () => {
    const fetch = renderAd('/skelbimas/abc', {});
    expect(await screen.findByRole('heading', { name: '404: Puslapis nerastas.' })).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/posts/single'))).toBe(false);
  });

  it('shows the phone number as a tel: link only after Rodyti numerį', async () => {
    const fetch = renderAd('/skelbimas/42', {
      '/api/posts/single/42': envelopeOf(post),
      '/api/posts/phone/42': envelopeOf({ phone: '+370 612 34567' }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Rodyti numerį' }));
    const link = await screen.findByRole('link', { name: '+370 612 34567' });
    expect(link).toHaveAttribute('href', 'tel:+37061234567');
    expect(fetch.mock.calls.filter(([url]) => String(url).includes('/api/posts/phone/42'))).toHaveLength(1);
  });

  it('says clearly when the phone was asked for too often', async () => {
    renderAd('/skelbimas/42', {
      '/api/posts/single/42': envelopeOf(post),
      '/api/posts/phone/42': failure(429, 'Per daug užklausų.'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Rodyti numerį' }));
    expect(
      await screen.findByText('Per daug užklausų. Numerį galėsite pamatyti po kelių minučių.'),
    ).toBeInTheDocument();
  });

  it("shows the count the server answers when it counts this visit's view", async () => {
    renderAd('/skelbimas/42', {
      '/api/posts/single/42': envelopeOf(post),
      '/api/posts/view/42': envelopeOf({ viewCount: 18 }),
    });
    expect(await screen.findByText(/Peržiūros: 18/)).toBeInTheDocument();
    expect(screen.queryByText(/Peržiūros: 17/)).toBeNull();
  });

  it('opens the full-screen view on a picture, moves with the arrow keys and closes with Escape', async () => {
    renderAd('/skelbimas/42', { '/api/posts/single/42': envelopeOf(post) });
    await userEvent.click(await screen.findByRole('button', { name: /Atidaryti nuotrauką visame ekrane: .* 1 iš 2/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuotraukų peržiūra' });
    expect(within(dialog).getByTestId('lightbox-counter')).toHaveTextContent('1 / 2');
    // A screen reader hears the position in words, announced as a status, not the visible fraction.
    expect(within(dialog).getByRole('status')).toHaveTextContent('Nuotrauka 1 iš 2');
    expect(within(dialog).getByTestId('lightbox-counter')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(within(dialog).getByTestId('lightbox-counter')).toHaveTextContent('2 / 2');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Nuotrauka 2 iš 2');
    // One step, not two: the gallery behind must not move as well.
    expect(screen.getByTestId('gallery-counter')).toHaveTextContent('2 / 2');
    expect(screen.getByTestId('gallery-position')).toHaveTextContent('Nuotrauka 2 iš 2');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('lists similar ads of the same subcategory without this one', async () => {
    const other = makePost({ id: 43, title: 'Kitas dviratis' });
    const fetch = renderAd('/skelbimas/42', {
      '/api/posts/single/42': envelopeOf(post),
      '/api/posts/list': { body: { succeeded: true, data: null, messages: [], errors: [], posts: [post, other] } },
    });
    const section = await screen.findByRole('list', { name: 'Panašūs skelbimai' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
    expect(within(section).getByText('Kitas dviratis')).toBeInTheDocument();
    const listUrl = fetch.mock.calls.map(([url]) => String(url)).find((url) => url.includes('/api/posts/list'));
    expect(listUrl).toBe('/api/posts/list?categoryName=transportas&subCategoryName=automobiliai');
  });
});
