import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeOf, type MockAnswer, mockFetch } from '../../test/fetchMock.ts';
import { fakeAuth, renderRoutes } from '../../test/render.tsx';
import UnsubscribePage from './UnsubscribePage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const routes = [{ path: '/atsisakyti', Component: UnsubscribePage }];
const link = '/atsisakyti?token=signed.token';
const refused = (message: string): MockAnswer => ({
  status: 400,
  body: { succeeded: false, data: null, messages: [message], errors: [] },
});

/** The page signed out (the token is the only authority); each method of the API path answered on its own. */
function renderSignedOut(answers: { get: MockAnswer; post?: MockAnswer }) {
  const answer = (body: MockAnswer) =>
    typeof body === 'function'
      ? body
      : new Response(JSON.stringify(body.body), {
          status: body.status ?? 200,
          headers: { 'Content-Type': 'application/json' },
        });
  const fetch = mockFetch({});
  fetch.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/savedsearches/unsubscribe') return new Response('{}', { status: 404 });
    const chosen = init?.method === 'POST' ? answers.post : answers.get;
    if (!chosen) return new Response('{}', { status: 404 });
    const made = answer(chosen);
    return typeof made === 'function' ? made(url) : made;
  });
  renderRoutes(routes, link, { auth: fakeAuth(null) });
  return fetch;
}

/** The calls to the unsubscribe API (the layout's start-up calls left out). */
const calls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .filter(([url]) => String(url).startsWith('/api/savedsearches/'))
    .map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe('/atsisakyti (the one-click unsubscribe page of every e-mail)', () => {
  it("says which saved search's alerts the link stops, and stops them only on 'Atsisakyti'", async () => {
    const fetch = renderSignedOut({
      get: envelopeOf({ kind: 'savedSearch', name: 'Golfai' }),
      post: {
        body: { succeeded: true, data: { kind: 'savedSearch', name: 'Golfai' }, messages: ['Šių laiškų nebesiųsime.'] },
      },
    });
    expect(
      await screen.findByText('Nebegausite naujų skelbimų laiškų pagal išsaugotą paiešką „Golfai“.'),
    ).toBeVisible();
    expect(calls(fetch)).toEqual(['GET /api/savedsearches/unsubscribe?token=signed.token']);

    await userEvent.click(screen.getByRole('button', { name: 'Atsisakyti' }));
    expect(await screen.findByText('Šių laiškų nebesiųsime.')).toBeVisible();
    expect(calls(fetch)).toContain('POST /api/savedsearches/unsubscribe?token=signed.token');
    expect(screen.queryByRole('button', { name: 'Atsisakyti' })).not.toBeInTheDocument();
  });

  it('names a kind of e-mail the same way', async () => {
    renderSignedOut({ get: envelopeOf({ kind: 'messages', name: null }) });
    expect(await screen.findByText('Nebegausite laiškų apie naujas žinutes.')).toBeVisible();
  });

  it("shows the API's message for a bad token and offers no button", async () => {
    const message = 'Nuoroda netinkama arba sugadinta. Pranešimų nustatymus pakeisite paskyroje („Pranešimai“).';
    renderSignedOut({ get: refused(message) });
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Atsisakyti' })).not.toBeInTheDocument();
  });

  it("shows the API's refusal of the POST and keeps the button", async () => {
    renderSignedOut({ get: envelopeOf({ kind: 'priceDrops', name: null }), post: refused('Nuoroda netinkama.') });
    await userEvent.click(await screen.findByRole('button', { name: 'Atsisakyti' }));
    expect(await screen.findByText('Nuoroda netinkama.')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Atsisakyti' })).toBeEnabled());
  });
});
