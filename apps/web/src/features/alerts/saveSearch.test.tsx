import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeOf, mockFetch } from '../../test/fetchMock.ts';
import { makeUser } from '../../test/fixtures.ts';
import { fakeAuth, renderRoutes } from '../../test/render.tsx';
import { SaveSearchButton } from './SaveSearchButton.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const list = () => <SaveSearchButton categoryName="transportas" />;
const routes = [
  { path: '/skelbimai/transportas', Component: list },
  { path: '/prisijungimas', Component: () => <p>Prisijungimas</p> },
];
const saved = {
  id: 1,
  name: 'Golfai',
  query: '',
  description: '',
  frequency: 'daily',
  createdAt: '',
  lastOpenedAt: '',
};

describe("'Išsaugoti paiešką' beside a list's results", () => {
  it('saves the list’s query string with its category, the name and the frequency', async () => {
    const fetch = mockFetch({ '/api/savedsearches/create': envelopeOf({ ...saved, newAdCount: 0 }) });
    renderRoutes(routes, '/skelbimai/transportas?searchKeyword=golf&maxPrice=5000', { auth: fakeAuth(makeUser()) });
    await userEvent.click(screen.getByRole('button', { name: 'Išsaugoti paiešką' }));
    const dialog = await screen.findByRole('dialog', { name: 'Išsaugoti paiešką' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Pavadinimas' }), 'Golfai');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Kartą per dieną' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    expect(await screen.findByText('Paieška išsaugota.')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posted = fetch.mock.calls.find(([url]) => String(url) === '/api/savedsearches/create');
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({
      query: 'searchKeyword=golf&maxPrice=5000&categoryName=transportas',
      frequency: 'daily',
      name: 'Golfai',
    });
  });

  it('offers the three frequencies, at once by default', async () => {
    mockFetch({});
    renderRoutes(routes, '/skelbimai/transportas', { auth: fakeAuth(makeUser()) });
    await userEvent.click(screen.getByRole('button', { name: 'Išsaugoti paiešką' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).labels?.[0]?.textContent),
    ).toEqual(['Iš karto', 'Kartą per dieną', 'Niekada']);
    expect(within(dialog).getByRole('radio', { name: 'Iš karto' })).toBeChecked();
  });

  it("shows the API's refusal in the dialog", async () => {
    const message = 'Išsaugoti galima ne daugiau kaip 50 paieškų. Ištrinkite nebereikalingą.';
    mockFetch({
      '/api/savedsearches/create': {
        status: 400,
        body: { succeeded: false, data: null, messages: [message], errors: [] },
      },
    });
    renderRoutes(routes, '/skelbimai/transportas', { auth: fakeAuth(makeUser()) });
    await userEvent.click(screen.getByRole('button', { name: 'Išsaugoti paiešką' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Išsaugoti' }));
    expect(await screen.findByText(message)).toBeVisible();
  });

  it('sends a guest to sign in, coming back to the same list with the dialog open', async () => {
    mockFetch({});
    const { router } = renderRoutes(routes, '/skelbimai/transportas?searchKeyword=golf', { auth: fakeAuth(null) });
    await userEvent.click(screen.getByRole('button', { name: 'Išsaugoti paiešką' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/prisijungimas'));
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe(
      '/skelbimai/transportas?searchKeyword=golf&issaugoti=1',
    );
  });

  it('opens the dialog on the return address once signed in', async () => {
    mockFetch({});
    renderRoutes(routes, '/skelbimai/transportas?issaugoti=1', { auth: fakeAuth(makeUser()) });
    expect(await screen.findByRole('dialog', { name: 'Išsaugoti paiešką' })).toBeVisible();
  });
});
