import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeOf, type MockAnswer, mockFetch } from '../../test/fetchMock.ts';
import { makeUser } from '../../test/fixtures.ts';
import { fakeAuth, renderRoutes } from '../../test/render.tsx';
import OrderPage from './OrderPage.tsx';
import OrdersPage from './OrdersPage.tsx';
import PaymentTestPage from './PaymentTestPage.tsx';
import TopUpPage from './TopUpPage.tsx';
import TopUpsPage from './TopUpsPage.tsx';
import { failure, makeOrder, makePayment, orderTransaction, pageOf, paymentTransaction } from './testData.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const routes = [
  { path: '/testing/payment', Component: PaymentTestPage },
  { path: '/mano/papildymai', Component: TopUpsPage },
  { path: '/mano/papildymas/:id?', Component: TopUpPage },
  { path: '/mano/uzsakymai', Component: OrdersPage },
  { path: '/mano/uzsakymas/:id?', Component: OrderPage },
];

function renderAt(path: string, answers: Record<string, MockAnswer>, user = makeUser()) {
  const fetch = mockFetch(answers);
  const auth = fakeAuth(user);
  const { router } = renderRoutes(routes, path, { auth });
  return { fetch, router, auth };
}

/** The query strings of the calls made to `path`. */
const queriesTo = (fetch: ReturnType<typeof mockFetch>, path: string) =>
  fetch.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));

describe('/testing/payment (the test provider’s hosted page)', () => {
  const link = '/testing/payment?paymentId=7&token=signed-token';
  const shown = {
    '/api/testing/payment': envelopeOf({ id: 7, identifier: 'P-000007', amount: 10, bonus: 1, status: 0 }),
  };

  it('shows the payment and one button per status, labelled as PRODUCT.md §4 labels them', async () => {
    const { fetch } = renderAt(link, shown);
    expect(await screen.findByTestId('test-payment-identifier')).toHaveTextContent('P-000007');
    expect(screen.getByTestId('test-payment-amount')).toHaveTextContent('10,00 €');
    const group = screen.getByRole('group', { name: 'Mokėjimo rezultatas' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Apmokėtas', 'Apdorojamas', 'Papild. info', 'Neapmokėtas']);
    expect(queriesTo(fetch, '/api/testing/payment')).toEqual([{ paymentId: '7', token: 'signed-token' }]);
  });

  it("sends the chosen status with the link's signed token, then goes to the payment's page", async () => {
    const { fetch, router } = renderAt(link, {
      ...shown,
      '/api/testing/payment/complete': envelopeOf({ id: 7, status: 1, returnUrl: '/mano/papildymas/7' }),
      '/api/payments/GetPayment/': envelopeOf(makePayment({ status: 1, paidAt: '2026-03-07T12:06:00.000Z' })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Apmokėtas' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mano/papildymas/7'));
    const posted = fetch.mock.calls.find(([url]) => String(url) === '/api/testing/payment/complete');
    expect(JSON.parse(String(posted?.[1]?.body))).toEqual({ paymentId: 7, token: 'signed-token', status: 1 });
  });

  it("shows the server's refusal of an altered link", async () => {
    renderAt(link, {
      ...shown,
      '/api/testing/payment/complete': failure(400, 'Netinkama mokėjimo nuoroda.'),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Neapmokėtas' }));
    expect(await screen.findByText('Nepavyko pranešti mokėjimo rezultato: Netinkama mokėjimo nuoroda.')).toBeVisible();
  });

  it('explains a link without payment data and asks the server nothing', async () => {
    const { fetch } = renderAt('/testing/payment', shown);
    expect(await screen.findByText(/Nuorodoje nėra mokėjimo duomenų/)).toBeInTheDocument();
    expect(queriesTo(fetch, '/api/testing/payment')).toEqual([]);
  });
});

describe('/mano/papildymai', () => {
  it('lists the top-ups with the status labels and colours of PRODUCT.md §4, and appends the next page', async () => {
    const first = [
      makePayment({ id: 1, identifier: 'P-000001', status: 1 }),
      makePayment({ id: 2, identifier: 'P-000002', status: 2 }),
      makePayment({ id: 3, identifier: 'P-000003', status: 3 }),
    ];
    const second = [makePayment({ id: 4, identifier: 'P-000004', status: 4, amount: 5, bonus: 0 })];
    let asked = 0;
    const { fetch } = renderAt('/mano/papildymai?searchKeyword=P-0000', {
      '/api/transactions/GetTransactions': async () => {
        asked += 1;
        return Response.json(pageOf((asked === 1 ? first : second).map(paymentTransaction), 2).body);
      },
    });
    const paid = await screen.findByTestId('top-up-1');
    expect(paid).toHaveAttribute('href', '/mano/papildymas/1');
    expect(within(paid).getByText('Apmokėtas')).toBeInTheDocument();
    expect(within(paid).getByText('10,00 €')).toBeInTheDocument();
    expect(within(paid).getByText('Papildomai +1€')).toBeInTheDocument();
    const chip = (id: number) => within(screen.getByTestId(`top-up-${id}`)).getByTestId('payment-status');
    expect(chip(2)).toHaveTextContent('Apdorojamas');
    // The kit Chip's tones: orange, red, green.
    expect(chip(2).className).toMatch(/_warning_/);
    expect(chip(3)).toHaveTextContent('Papild. info');
    expect(chip(3).className).toMatch(/_error_/);
    expect(chip(1).className).toMatch(/_success_/);

    await userEvent.click(screen.getByRole('button', { name: 'Rodyti daugiau' }));
    expect(await screen.findByTestId('top-up-4')).toHaveTextContent('Neapmokėtas');
    expect(screen.getByTestId('top-up-1')).toBeInTheDocument();
    // The last page reached: nothing more to ask for.
    expect(screen.queryByRole('button', { name: 'Rodyti daugiau' })).not.toBeInTheDocument();
    expect(queriesTo(fetch, '/api/transactions/GetTransactions')).toEqual([
      { type: 'payment', searchKeyword: 'P-0000', page: '1' },
      { type: 'payment', searchKeyword: 'P-0000', page: '2' },
    ]);
  });

  it('says so when there are none', async () => {
    renderAt('/mano/papildymai', { '/api/transactions/GetTransactions': pageOf([]) });
    expect(await screen.findByText('Papildymų dar nėra.')).toBeInTheDocument();
  });

  it('shows a load failure', async () => {
    renderAt('/mano/papildymai', { '/api/transactions/GetTransactions': failure(500, 'Klaida') });
    expect(await screen.findByText('Nepavyko gauti papildymų.')).toBeInTheDocument();
  });
});

describe('/mano/papildymas/{id}', () => {
  it('asks again while the payment is processing and shows the late callback’s result', async () => {
    let payment = makePayment({ status: 2 });
    const { fetch, auth } = renderAt(
      '/mano/papildymas/7',
      {
        '/api/payments/GetPayment/': async () => {
          const answer = Response.json(envelopeOf(payment).body);
          // The provider's callback lands between the first and the second look.
          payment = makePayment({ status: 1, paidAt: '2026-03-07T12:06:00.000Z' });
          return answer;
        },
      },
      makeUser({ walletBalance: 13.5 }),
    );
    expect(await screen.findByText('Apdorojamas')).toBeInTheDocument();
    // Not paid yet: no balance to show and nothing to spend.
    expect(screen.queryByRole('link', { name: 'Reklamuoti skelbimą' })).not.toBeInTheDocument();
    expect(screen.getByTestId('payment-credits')).toHaveTextContent('11,00 €');
    expect(
      await screen.findByText('Apmokėtas', { selector: '[data-testid="payment-status"]' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(queriesTo(fetch, '/api/payments/GetPayment/')[0]).toEqual({ Id: '7' });
    // Paid: the balance in the drawer is fetched again, the page shows it and offers to spend it.
    await waitFor(() => expect(auth.refresh).toHaveBeenCalled());
    expect(screen.getByTestId('balance-now')).toHaveTextContent('13,50 €');
    expect(screen.getByRole('link', { name: 'Reklamuoti skelbimą' })).toHaveAttribute('href', '/mano/skelbimai');
    // Final: no more asking, and the page never reports a status itself.
    expect(fetch.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it("shows the server's 'Mokėjimas nerastas.' for another user's or a missing payment", async () => {
    renderAt('/mano/papildymas/99', { '/api/payments/GetPayment/': failure(404, 'Mokėjimas nerastas.') });
    expect(await screen.findByText('Mokėjimas nerastas.')).toBeInTheDocument();
  });
});

describe('/mano/uzsakymai and /mano/uzsakymas/{id}', () => {
  it('lists the orders with the ad and the sum taken from the wallet', async () => {
    const { fetch } = renderAt('/mano/uzsakymai', {
      '/api/transactions/GetTransactions': pageOf([orderTransaction(makeOrder())]),
    });
    const row = await screen.findByTestId('order-42');
    expect(row).toHaveAttribute('href', '/mano/uzsakymas/42');
    expect(row).toHaveTextContent('U-000042 · TOP skelbimas');
    expect(row).toHaveTextContent('Ąžuolinė spintelė');
    expect(row).toHaveTextContent('−2,00 €');
    expect(queriesTo(fetch, '/api/transactions/GetTransactions')).toEqual([{ type: 'order', page: '1' }]);
  });

  it('shows one order with its services and how long each lasts', async () => {
    const order = makeOrder({
      name: 'Maksimalus',
      packId: 3,
      total: 7,
      items: [
        ...makeOrder().items,
        {
          serviceId: 7,
          code: 'facebook',
          name: 'Paskelbimas Facebook grupėje',
          icon: 'share',
          activeUntil: null,
          fulfilment: 'waiting',
        },
        {
          serviceId: 1,
          code: 'bump',
          name: 'Iškėlimas į viršų',
          icon: 'vertical_align_top',
          activeUntil: null,
          fulfilment: 'done',
        },
      ],
    });
    renderAt('/mano/uzsakymas/42', { '/api/orders/getOrder/42': envelopeOf(order) });
    expect(await screen.findByRole('heading', { name: 'Užsakymas U-000042' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ąžuolinė spintelė' })).toHaveAttribute('href', '/skelbimas/5');
    expect(screen.getByTestId('order-total')).toHaveTextContent('7,00 €');
    const items = within(screen.getByRole('list', { name: 'Paslaugos' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'TOP skelbimasGalioja iki 2026-03-14',
      'Paskelbimas Facebook grupėjeLaukia administratoriaus',
      'Iškėlimas į viršųAtlikta',
    ]);
  });

  it("shows 'Užsakymas nerastas.' for an id that cannot exist without asking the server", async () => {
    const { fetch } = renderAt('/mano/uzsakymas/abc', {});
    expect(await screen.findByText('Užsakymas nerastas.')).toBeInTheDocument();
    expect(fetch.mock.calls.filter(([url]) => String(url).startsWith('/api/orders'))).toEqual([]);
  });
});
