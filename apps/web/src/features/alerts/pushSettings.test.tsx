import { screen, waitFor, within } from '@testing-library/react';
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

const pushStored = {
  kinds: [
    { kind: 'messages', enabled: true },
    { kind: 'offerAccepted', enabled: true },
    { kind: 'savedSearches', enabled: false },
  ],
  devices: 1,
};

function renderPage() {
  const fetch = mockFetch({
    '/api/notifications/settings': envelopeOf([{ kind: 'messages', enabled: true }]),
    '/api/push/settings': envelopeOf(pushStored),
    '/api/push/settings/update': envelopeOf({
      ...pushStored,
      kinds: [{ kind: 'messages', enabled: false }, ...pushStored.kinds.slice(1)],
    }),
  });
  renderRoutes([{ path: '/mano/pranesimai', Component: EmailSettingsPage }], '/mano/pranesimai', {
    auth: fakeAuth(makeUser()),
  });
  return fetch;
}

const pushGroup = async () =>
  screen.findByRole('group', { name: 'Apie ką pranešti šiame telefone ar naršyklėje, kai leisite pranešimus:' });

describe('/mano/pranesimai: phone notifications beside the e-mails', () => {
  it('shows one switch per kind as stored, and says the e-mails go on in a browser without notifications', async () => {
    renderPage();
    const group = await pushGroup();
    expect(within(group).getByRole('switch', { name: 'Naujos žinutės' })).toBeChecked();
    expect(within(group).getByRole('switch', { name: 'Priimti pasiūlymai' })).toBeChecked();
    expect(within(group).getByRole('switch', { name: 'Nauji skelbimai pagal išsaugotas paieškas' })).not.toBeChecked();
    expect(screen.getByText('Pranešimai leisti įrenginiuose: 1.')).toBeVisible();
    // jsdom has no service workers: no button, the reason instead.
    expect(await screen.findByText('Ši naršyklė pranešimų nepalaiko. Laiškai siunčiami kaip anksčiau.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Leisti pranešimus telefone' })).toBeNull();
  });

  it('switches a kind off on the server', async () => {
    const fetch = renderPage();
    const group = await pushGroup();
    await userEvent.click(within(group).getByRole('switch', { name: 'Naujos žinutės' }));
    await waitFor(() => expect(within(group).getByRole('switch', { name: 'Naujos žinutės' })).not.toBeChecked());
    const posted = fetch.mock.calls.find(([url]) => String(url) === '/api/push/settings/update');
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ kind: 'messages', enabled: false });
  });
});
