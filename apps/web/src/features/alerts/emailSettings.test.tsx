import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeOf, mockFetch } from '../../test/fetchMock.ts';
import { makeUser } from '../../test/fixtures.ts';
import { fakeAuth, renderRoutes } from '../../test/render.tsx';
import EmailSettingsPage from './EmailSettingsPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const stored = [
  { kind: 'messages', enabled: true },
  { kind: 'priceDrops', enabled: true },
  { kind: 'expiryReminders', enabled: false },
];

function renderPage(update: unknown) {
  const fetch = mockFetch({
    '/api/notifications/settings': envelopeOf(stored),
    '/api/notifications/update': update as never,
  });
  renderRoutes([{ path: '/mano/pranesimai', Component: EmailSettingsPage }], '/mano/pranesimai', {
    auth: fakeAuth(makeUser()),
  });
  return fetch;
}

describe('/mano/pranesimai (the kinds of e-mail an account gets)', () => {
  it('shows one Lithuanian switch per kind, as the server keeps them', async () => {
    renderPage(envelopeOf(stored));
    expect(await screen.findByRole('switch', { name: 'Naujos žinutės' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Kainų sumažėjimai pažymėtuose skelbimuose' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Priminimai apie besibaigiančius skelbimus' })).not.toBeChecked();
  });

  it('turns a kind off on the server and shows what it stored', async () => {
    const fetch = renderPage(envelopeOf([{ kind: 'messages', enabled: false }, ...stored.slice(1)]));
    await userEvent.click(await screen.findByRole('switch', { name: 'Naujos žinutės' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Naujos žinutės' })).not.toBeChecked());
    const posted = fetch.mock.calls.find(([url]) => String(url) === '/api/notifications/update');
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ kind: 'messages', enabled: false });
  });

  it("shows the server's refusal and keeps the switch as stored", async () => {
    renderPage({ status: 400, body: { succeeded: false, data: null, messages: ['Netinkama rūšis.'], errors: [] } });
    await userEvent.click(await screen.findByRole('switch', { name: 'Naujos žinutės' }));
    expect(await screen.findByText('Netinkama rūšis.')).toBeVisible();
    expect(screen.getByRole('switch', { name: 'Naujos žinutės' })).toBeChecked();
  });
});
