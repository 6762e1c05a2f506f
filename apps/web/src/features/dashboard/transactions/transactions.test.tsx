import type { Transaction } from '@skelbimai/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures.ts';
import { fakeAuth, renderRoutes } from '../../../test/render.tsx';
import { fakeApi, ORDINARY_ID, ok, paged } from '../testData.ts';
import { TransactionsPage } from './TransactionsPage.tsx';

const buyer = { id: ORDINARY_ID, fullName: 'Rūta Pirkėja', email: 'ruta.pirkeja@example.lt' };

const payment: Transaction = {
  id: 'payment-12',
  type: 'payment',
  amount: 11,
  createdAt: '2026-03-04T12:00:00Z',
  order: null,
  user: buyer,
  payment: {
    id: 12,
    identifier: 'P-000012',
    status: 2,
    provider: 'stripe',
    amount: 10,
    bonus: 1,
    credits: 11,
    createdAt: '2026-03-04T12:00:00Z',
    paidAt: null,
    userId: ORDINARY_ID,
  },
};

const order: Transaction = {
  id: 'order-7',
  type: 'order',
  amount: -3,
  createdAt: '2026-03-05T12:00:00Z',
  payment: null,
  user: buyer,
  order: {
    id: 7,
    identifier: 'U-000007',
    userId: ORDINARY_ID,
    postId: 7,
    postTitle: 'Pigus telefonas',
    name: 'Facebook grupėje',
    packId: null,
    total: 3,
    createdAt: '2026-03-05T12:00:00Z',
    items: [
      {
        serviceId: 5,
        code: 'facebook',
        name: 'Facebook grupėje',
        icon: 'facebook',
        activeUntil: null,
        fulfilment: 'waiting',
      },
    ],
  },
};

function renderList(type: 'payment' | 'order', path: string) {
  const api = fakeApi({
    '/api/settings/get': () => ok(null),
    '/api/transactions/GetTransactions': () => paged(type === 'payment' ? [payment] : [order]),
  });
  const result = renderRoutes([{ path: '/dashboard/:list', element: <TransactionsPage type={type} /> }], path, {
    auth: fakeAuth(makeUser({ authRole: 'Administrator' })),
  });
  return { ...result, api };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/dashboard/payments and /dashboard/orders', { timeout: 45_000 }, () => {
  it('lists every user’s top-ups with status, provider and amount, filtered from the address', async () => {
    const { api, router } = renderList('payment', '/dashboard/payments?status=2&provider=stripe&dateFrom=2026-03-01');
    const row = (await screen.findByRole('cell', { name: 'P-000012' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Apdorojamas')).toBeInTheDocument();
    expect(within(row).getByText('Stripe')).toBeInTheDocument();
    expect(within(row).getByText('10,00 € (+1,00 €)')).toBeInTheDocument();
    const query = api.calls('/api/transactions/GetTransactions')[0]?.url.searchParams;
    expect(query?.get('scope')).toBe('all');
    expect(query?.get('type')).toBe('payment');
    expect(query?.get('status')).toBe('2');
    expect(query?.get('provider')).toBe('stripe');
    expect(query?.get('dateFrom')).toBe('2026-03-01');

    // The payer is named (name and e-mail, not an id); the name filters the list to them by e-mail.
    expect(within(row).getByText('ruta.pirkeja@example.lt')).toBeInTheDocument();
    expect(within(row).queryByText(ORDINARY_ID.slice(0, 8))).not.toBeInTheDocument();
    await userEvent.click(within(row).getByRole('link', { name: 'Tik Rūta Pirkėja' }));
    await waitFor(() =>
      expect(api.calls('/api/transactions/GetTransactions').at(-1)?.url.searchParams.get('user')).toBe(
        'ruta.pirkeja@example.lt',
      ),
    );

    // The user filter takes part of a name or e-mail, applies on Enter and lands in the address.
    const filter = screen.getByRole('textbox', { name: 'Vartotojas (vardas ar el. paštas)' });
    await userEvent.clear(filter);
    await userEvent.type(filter, 'pirkėja{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain(`user=${encodeURIComponent('pirkėja')}`));
    await waitFor(() =>
      expect(api.calls('/api/transactions/GetTransactions').at(-1)?.url.searchParams.get('user')).toBe('pirkėja'),
    );
  });

  it('lists orders with the ad, the service and whether the Facebook-group task still waits', async () => {
    const { api } = renderList('order', '/dashboard/orders');
    const row = (await screen.findByRole('cell', { name: 'U-000007' })).closest('tr') as HTMLElement;
    expect(within(row).getByRole('link', { name: 'Pigus telefonas' })).toHaveAttribute('href', '/skelbimas/7');
    expect(within(row).getByText('Laukia')).toBeInTheDocument();
    expect(within(row).getByText('3,00 €')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Mokėjimo būdas' })).not.toBeInTheDocument();
    const query = api.calls('/api/transactions/GetTransactions')[0]?.url.searchParams;
    expect(query?.get('type')).toBe('order');
    expect(query?.get('scope')).toBe('all');
  });

  it('lists the waiting Facebook-group tasks above the orders and marks one done', async () => {
    let waiting = true;
    const api = fakeApi({
      '/api/settings/get': () => ok(null),
      '/api/transactions/GetTransactions': () => paged([order]),
      '/api/orders/GetWaitingTasks': () =>
        ok(
          waiting
            ? [
                {
                  orderItemId: 31,
                  orderId: 7,
                  orderIdentifier: 'U-000007',
                  postId: 7,
                  postTitle: 'Pigus telefonas',
                  serviceName: 'Paskelbimas Facebook grupėje',
                  buyerId: ORDINARY_ID,
                  createdAt: '2026-03-05T12:00:00Z',
                },
              ]
            : [],
        ),
      '/api/orders/CompleteTask': () => {
        waiting = false;
        return ok(null);
      },
    });
    renderRoutes([{ path: '/dashboard/:list', element: <TransactionsPage type="order" /> }], '/dashboard/orders', {
      auth: fakeAuth(makeUser({ authRole: 'Administrator' })),
    });
    const tasks = await screen.findByRole('region', { name: 'Laukiančios užduotys (1)' });
    expect(within(tasks).getByText(/Paskelbimas Facebook grupėje/)).toBeInTheDocument();
    await userEvent.click(within(tasks).getByRole('button', { name: 'Pažymėti atliktu: U-000007' }));
    await waitFor(() => expect(api.calls('/api/orders/CompleteTask')[0]?.body).toEqual({ orderItemId: 31 }));
    expect(await screen.findByText('Užduotis pažymėta atlikta.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: /Laukiančios užduotys/ })).not.toBeInTheDocument());
  });
});
