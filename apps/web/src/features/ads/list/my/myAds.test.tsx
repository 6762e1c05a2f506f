import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeOf, mockFetch } from '../../../../test/fetchMock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import MyAdsPage from '../../MyAdsPage.tsx';
import { makePost } from '../testPosts.ts';
import { forgetRecentLists } from '../usePagedPosts.ts';
import { canRenew } from './myPostActions.ts';

const active = makePost({ id: 1, title: 'Aktyvus dviratis', expiresAt: '2099-01-01T10:00:00Z', viewCount: 7 });
const expired = makePost({ id: 2, title: 'Senas šaldytuvas', status: 'expired', expiresAt: '2020-01-01T10:00:00Z' });

function renderPage() {
  const fetch = mockFetch({
    '/api/posts/list': { body: { ...envelopeOf([active, expired]).body, pagination: { totalPageCount: 1 } } },
    '/api/posts/renew/2': envelopeOf({ ...expired, status: 'active', expiresAt: '2099-02-01T10:00:00Z' }),
    '/api/posts/delete/1': envelopeOf({ id: 1 }),
    '/api/posts/MarkReserved': envelopeOf({ ...active, reserved: true }),
    '/api/posts/MarkSold': envelopeOf({ ...active, status: 'sold', soldAt: '2099-01-02T10:00:00Z' }),
    '/api/orders/GetActivePromotions': envelopeOf([
      {
        postId: 1,
        services: [
          { code: 'highlight', name: 'Paryškinimas', icon: 'format_color_fill', activeUntil: '2099-01-03T10:00:00Z' },
          { code: 'top', name: 'TOP skelbimas', icon: 'star', activeUntil: '2099-01-05T10:00:00Z' },
        ],
      },
    ]),
  });
  renderWithProviders(
    <MemoryRouter initialEntries={['/mano/skelbimai']}>
      <MyAdsPage />
    </MemoryRouter>,
  );
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetRecentLists();
});

describe('/mano/skelbimai', () => {
  it('lists the owner’s ads with status, views, expiry and edit links', async () => {
    const fetch = renderPage();
    const first = await screen.findByTestId('my-post-1');
    expect(within(first).getByText('Aktyvus')).toBeInTheDocument();
    expect(within(first).getByText('Peržiūros: 7')).toBeInTheDocument();
    expect(within(first).getByText('Galioja iki 2099-01-01')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Redaguoti' })).toHaveAttribute('href', '/new?id=1');
    // Far from expiry: nothing to renew yet.
    expect(within(first).queryByRole('button', { name: 'Pratęsti' })).not.toBeInTheDocument();
    const second = screen.getByTestId('my-post-2');
    expect(within(second).getByText('Pasibaigęs')).toBeInTheDocument();
    expect(within(second).getByText('Baigėsi 2020-01-01')).toBeInTheDocument();
    // Only an active ad can be promoted (the API refuses the rest).
    expect(within(first).getByRole('button', { name: 'Reklamuoti' })).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Reklamuoti' })).not.toBeInTheDocument();
    const listCall = fetch.mock.calls.find(([url]) => String(url).startsWith('/api/posts/list'));
    expect(String(listCall?.[0])).toBe('/api/posts/list?listTarget=my&page=1');
  });

  it('says until when each running paid service of an ad lasts, from one call for the whole page', async () => {
    const fetch = renderPage();
    const running = await screen.findByRole('list', { name: 'Veikiančios paslaugos' });
    expect(within(screen.getByTestId('my-post-1')).getByRole('list', { name: 'Veikiančios paslaugos' })).toBe(running);
    expect(
      within(running)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Paryškinimas iki 2099-01-03', 'TOP skelbimas iki 2099-01-05']);
    expect(within(screen.getByTestId('my-post-2')).queryByRole('list', { name: 'Veikiančios paslaugos' })).toBeNull();
    expect(fetch.mock.calls.filter(([url]) => String(url) === '/api/orders/GetActivePromotions')).toHaveLength(1);
  });

  it("marks an active ad 'Rezervuota', then 'Parduota', and shows each state", async () => {
    const fetch = renderPage();
    const first = await screen.findByTestId('my-post-1');
    expect(within(screen.getByTestId('my-post-2')).queryByRole('button', { name: 'Parduota' })).toBeNull();
    await userEvent.click(within(first).getByRole('button', { name: 'Rezervuota' }));
    expect(await screen.findByText('Skelbimas pažymėtas kaip rezervuotas.')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Atšaukti rezervaciją' })).toBeInTheDocument();
    const reserveCall = fetch.mock.calls.find(([url]) => String(url) === '/api/posts/MarkReserved');
    expect(JSON.parse(String(reserveCall?.[1]?.body))).toEqual({ postId: 1, reserved: true });
    await userEvent.click(within(first).getByRole('button', { name: 'Parduota' }));
    expect(await screen.findByText(/Skelbimas pažymėtas kaip parduotas/)).toBeInTheDocument();
    expect(within(first).getByText('Parduota 2099-01-02')).toBeInTheDocument();
    // Sold: nothing more to sell, reserve or promote.
    expect(within(first).queryByRole('button', { name: 'Parduota' })).toBeNull();
    expect(within(first).queryByRole('button', { name: 'Reklamuoti' })).toBeNull();
  });

  it('renews an expired ad and says until when', async () => {
    const fetch = renderPage();
    const second = await screen.findByTestId('my-post-2');
    await userEvent.click(within(second).getByRole('button', { name: 'Pratęsti' }));
    expect(await screen.findByText('Skelbimas pratęstas iki 2099-02-01.')).toBeInTheDocument();
    expect(within(screen.getByTestId('my-post-2')).getByText('Aktyvus')).toBeInTheDocument();
    const renewCall = fetch.mock.calls.find(([url]) => String(url).includes('/renew/2'));
    expect(renewCall?.[1]?.method).toBe('POST');
  });

  it('deletes only after confirmation', async () => {
    const fetch = renderPage();
    const first = await screen.findByTestId('my-post-1');
    await userEvent.click(within(first).getByRole('button', { name: 'Ištrinti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ištrinti skelbimą?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atšaukti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/delete/'))).toBe(false);

    await userEvent.click(within(first).getByRole('button', { name: 'Ištrinti' }));
    const again = await screen.findByRole('dialog', { name: 'Ištrinti skelbimą?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Ištrinti' }));
    expect(await screen.findByText('Skelbimas ištrintas.')).toBeInTheDocument();
    expect(screen.queryByText('Aktyvus dviratis')).not.toBeInTheDocument();
    const deleteCall = fetch.mock.calls.find(([url]) => String(url).includes('/delete/1'));
    expect(deleteCall?.[1]?.method).toBe('DELETE');
  });
});

describe('canRenew', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it('offers renewal for expired ads and those expiring within 7 days, never for blocked ones', () => {
    expect(canRenew({ status: 'expired', expiresAt: '2026-03-01T00:00:00Z' }, now)).toBe(true);
    expect(canRenew({ status: 'active', expiresAt: '2026-03-16T12:00:00Z' }, now)).toBe(true);
    expect(canRenew({ status: 'active', expiresAt: '2026-03-20T12:00:00Z' }, now)).toBe(false);
    expect(canRenew({ status: 'blocked', expiresAt: '2026-03-11T12:00:00Z' }, now)).toBe(false);
  });
});
