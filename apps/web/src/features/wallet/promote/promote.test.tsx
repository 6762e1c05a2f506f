import type { AdvertService, AdvertServicePack } from '@skelbimai/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeOf, type MockAnswer, mockFetch } from '../../../test/fetchMock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { fakeAuth, renderRoutes } from '../../../test/render.tsx';
import { failure, makeOrder, topUpOptions } from '../testData.ts';
import { TopUpDialogProvider } from '../topUpDialog.tsx';
import { PromoteButton } from './PromoteButton.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const service = (
  id: number,
  code: string,
  name: string,
  icon: string,
  price: number,
  days: number | null,
  description = '',
) => ({ id, code, name, description, icon, price, durationDays: days }) satisfies AdvertService;
const services = [
  service(1, 'bump', 'Iškėlimas į viršų', 'vertical_align_top', 0.5, null),
  service(3, 'top', 'TOP skelbimas', 'star', 2, 7, 'Skelbimas 7 dienas rodomas pirmas savo kategorijos sąrašuose.'),
];
const packs: AdvertServicePack[] = [
  {
    id: 2,
    code: 'popular',
    name: 'Populiarus',
    price: 3,
    services: [
      { id: 3, code: 'top', name: 'TOP skelbimas', icon: 'star' },
      { id: 6, code: 'urgent', name: 'Žymė „Skubu“', icon: 'bolt' },
    ],
  },
];
const catalogue = {
  '/api/advertservices/getadvertservices': envelopeOf(services),
  '/api/advertservices/getadvertservicepacks': envelopeOf(packs),
};

function renderPromote(answers: Record<string, MockAnswer>, balance = 2.5) {
  const fetch = mockFetch({ ...catalogue, ...answers });
  const onOrdered = vi.fn();
  const auth = fakeAuth(makeUser({ walletBalance: balance }));
  const routes = [
    {
      path: '/mano/skelbimai',
      element: (
        <TopUpDialogProvider>
          <PromoteButton post={{ id: 5, title: 'Ąžuolinė spintelė' }} onOrdered={onOrdered} />
        </TopUpDialogProvider>
      ),
    },
    { path: '/mano/uzsakymas/:id', element: <p>užsakymo puslapis</p> },
  ];
  const { router } = renderRoutes(routes, '/mano/skelbimai', { auth });
  return { fetch, router, onOrdered, auth };
}

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Reklamuoti' }));
  return screen.findByRole('dialog', { name: 'Reklamuoti: Ąžuolinė spintelė' });
}

const orderBodies = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls
    .filter(([url]) => String(url) === '/api/orders/createOrder')
    .map(([, init]) => JSON.parse(String(init?.body)));

describe("'Reklamuoti' dialog", () => {
  it('lists services and packs with prices and shows the balance before and after the chosen one', async () => {
    renderPromote({});
    const dialog = await openDialog();
    const top = await within(dialog).findByRole('radio', { name: /^TOP skelbimas/ });
    expect(within(dialog).getByRole('radio', { name: /Populiarus/ })).toBeInTheDocument();
    // Each service says in one line what it does (a catalogue without a description falls back to its duration).
    expect(
      within(dialog).getByText('Skelbimas 7 dienas rodomas pirmas savo kategorijos sąrašuose.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Vienkartinė')).toBeInTheDocument();
    expect(within(dialog).getByTestId('promote-balance')).toHaveTextContent('2,50 €');
    expect(within(dialog).getByRole('button', { name: 'Užsakyti' })).toBeDisabled();

    await userEvent.click(top);
    expect(within(dialog).getByTestId('promote-price')).toHaveTextContent('2,00 €');
    expect(within(dialog).getByTestId('promote-after')).toHaveTextContent('0,50 €');
    expect(within(dialog).queryByText(/Trūksta/)).not.toBeInTheDocument();

    // A pack dearer than the balance: the shortfall and a top-up offer.
    await userEvent.click(within(dialog).getByRole('radio', { name: /Populiarus/ }));
    expect(within(dialog).getByTestId('promote-price')).toHaveTextContent('3,00 €');
    expect(within(dialog).getByText('Trūksta 0,50 €. Papildykite sąskaitą.')).toBeInTheDocument();
  });

  it('buys the chosen service for the ad, refreshes the balance and shows the order', async () => {
    const order = makeOrder();
    const { fetch, router, onOrdered, auth } = renderPromote({ '/api/orders/createOrder': envelopeOf(order) });
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('radio', { name: /^TOP skelbimas/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Užsakyti' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/mano/uzsakymas/42'));
    expect(orderBodies(fetch)).toEqual([{ postId: 5, serviceId: 3 }]);
    expect(auth.refresh).toHaveBeenCalled();
    expect(onOrdered).toHaveBeenCalledWith(order);
    expect(await screen.findByText('Užsakymas U-000042 apmokėtas.')).toBeInTheDocument();
  });

  it('sends a pack as packId', async () => {
    const { fetch } = renderPromote({ '/api/orders/createOrder': envelopeOf(makeOrder({ packId: 2 })) }, 10);
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Populiarus/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Užsakyti' }));
    await waitFor(() => expect(orderBodies(fetch)).toEqual([{ postId: 5, packId: 2 }]));
  });

  it("on 402 shows the server's message and offers the top-up dialog", async () => {
    const { onOrdered } = renderPromote(
      {
        '/api/orders/createOrder': failure(
          402,
          'Nepakanka lėšų: trūksta 1,50 €. Papildykite sąskaitą ir bandykite dar kartą.',
        ),
        '/api/payments/GetTopUpOptions': envelopeOf(topUpOptions),
      },
      // The browser thinks there is enough; the server knows better.
      5,
    );
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('radio', { name: /^TOP skelbimas/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Užsakyti' }));
    expect(
      await within(dialog).findByText('Nepakanka lėšų: trūksta 1,50 €. Papildykite sąskaitą ir bandykite dar kartą.'),
    ).toBeInTheDocument();
    expect(onOrdered).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Papildyti sąskaitą' }));
    expect(await screen.findByRole('dialog', { name: 'Sąskaitos papildymas' })).toBeInTheDocument();
  });

  it("shows 'Klaida kuriant užsakymą: {error}' for any other failure", async () => {
    renderPromote({ '/api/orders/createOrder': failure(403, 'Reklamuoti galima tik savo skelbimus.') });
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Iškėlimas/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Užsakyti' }));
    expect(
      await screen.findByText('Klaida kuriant užsakymą: Reklamuoti galima tik savo skelbimus.'),
    ).toBeInTheDocument();
  });
});
