import { renewalMessages } from '@skelbimai/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeOf, type MockAnswer, mockFetch } from '../../test/fetchMock.ts';
import { fakeAuth, renderRoutes } from '../../test/render.tsx';
import RenewalPage from './RenewalPage.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const routes = [{ path: '/pratesti', Component: RenewalPage }];
const refused = (message: string, status = 400): MockAnswer => ({
  status,
  body: { succeeded: false, data: null, messages: [message], errors: [] },
});
const ad = { postId: 7, title: 'Kalnų slidės', expiresAt: '2030-03-02T10:00:00Z' };

/** The page signed out (the token is the only authority); each method of the API path answered on its own. */
function renderSignedOut(answers: { get: MockAnswer; post?: MockAnswer }, link = '/pratesti?token=signed.token') {
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
    if (url.pathname !== '/api/renewal') return new Response('{}', { status: 404 });
    const chosen = init?.method === 'POST' ? answers.post : answers.get;
    if (!chosen) return new Response('{}', { status: 404 });
    const made = answer(chosen);
    return typeof made === 'function' ? made(url) : made;
  });
  renderRoutes(routes, link, { auth: fakeAuth(null) });
  return fetch;
}

const calls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .filter(([url]) => String(url).startsWith('/api/renewal'))
    .map(([url, init]) => `${init?.method ?? 'GET'} ${String(url)}`);

describe('/pratesti (the renewal link of an expiry reminder)', () => {
  it("names the ad and its expiry, and renews it only on 'Pratęsti'", async () => {
    const fetch = renderSignedOut({
      get: envelopeOf(ad),
      post: {
        body: {
          succeeded: true,
          data: { ...ad, expiresAt: '2030-04-01T10:00:00Z' },
          messages: [renewalMessages.renewed],
        },
      },
    });
    expect(
      await screen.findByText(
        'Skelbimo „Kalnų slidės“ galiojimas baigiasi 2030-03-02 12:00. Pratęsti jį dar 30 dienų?',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Atverti skelbimą' })).toHaveAttribute('href', '/skelbimas/7');
    expect(calls(fetch)).toEqual(['GET /api/renewal?token=signed.token']);

    await userEvent.click(screen.getByRole('button', { name: 'Pratęsti' }));
    expect(await screen.findByText('Skelbimas pratęstas. Skelbimas galios iki 2030-04-01 13:00.')).toBeVisible();
    expect(calls(fetch)).toContain('POST /api/renewal?token=signed.token');
    expect(screen.queryByRole('button', { name: 'Pratęsti' })).not.toBeInTheDocument();
  });

  it('says a used link was used, with no button', async () => {
    renderSignedOut({ get: refused(renewalMessages.used, 409) });
    expect(await screen.findByText(renewalMessages.used)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pratęsti' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mano skelbimai' })).toHaveAttribute('href', '/mano/skelbimai');
  });

  it("shows the API's refusal of the POST (sold since) and keeps the button", async () => {
    renderSignedOut({ get: envelopeOf(ad), post: refused(renewalMessages.sold) });
    await userEvent.click(await screen.findByRole('button', { name: 'Pratęsti' }));
    expect(await screen.findByText(renewalMessages.sold)).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pratęsti' })).toBeEnabled());
  });

  it('asks for the link again when it has no token', async () => {
    const fetch = renderSignedOut({ get: envelopeOf(ad) }, '/pratesti');
    expect(
      await screen.findByText('Nuorodoje trūksta pratęsimo žymės. Atverkite nuorodą iš laiško dar kartą.'),
    ).toBeVisible();
    expect(calls(fetch)).toEqual([]);
  });
});
