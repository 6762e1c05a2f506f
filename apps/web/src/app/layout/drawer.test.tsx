import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeOf, mockFetch, startupAnswers } from '../../test/fetchMock.ts';
import { makeUser } from '../../test/fixtures.ts';
import { fakeAuth, renderRoutes } from '../../test/render.tsx';
import { AppLayout } from './AppLayout.tsx';

afterEach(() => vi.unstubAllGlobals());

const routes = [
  {
    path: '/',
    Component: AppLayout,
    children: [
      { index: true, element: <p>turinys</p> },
      { path: 'visi', element: <p>visi</p> },
    ],
  },
];

async function openDrawer(user: ReturnType<typeof makeUser> | null) {
  mockFetch(startupAnswers());
  renderRoutes(routes, '/', { auth: fakeAuth(user) });
  await userEvent.click(screen.getByRole('button', { name: 'Meniu' }));
  return screen.findByTestId('drawer-user');
}

describe('drawer user block', () => {
  it('shows "Nėra pinigų." in red and the missing contacts for a user without money, e-mail or phone', async () => {
    const block = await openDrawer(makeUser({ walletBalance: 0, email: null, phoneNumber: null }));
    expect(within(block).getByText('Be el. pašto')).toBeInTheDocument();
    expect(within(block).getByText('Be tel. numerio')).toBeInTheDocument();
    const balance = within(block).getByText('Nėra pinigų.');
    // Red: the module's 'empty' look.
    expect(balance.className).toMatch(/_empty_/);
  });

  it('shows the balance in euros, Lithuanian style, in green', async () => {
    const block = await openDrawer(makeUser({ walletBalance: 12.5 }));
    const balance = within(block).getByText('12,50 €');
    // Green: the module's 'funded' look.
    expect(balance.className).toMatch(/_funded_/);
    expect(within(block).getByText('jonas@example.lt')).toBeInTheDocument();
    expect(within(block).getByText('+370 600 00001')).toBeInTheDocument();
  });

  it("opens the top-up dialog from the balance's 'Papildyti sąskaitą'", async () => {
    const block = await openDrawer(makeUser({ walletBalance: 0 }));
    await userEvent.click(within(block).getByRole('button', { name: 'Papildyti sąskaitą' }));
    expect(await screen.findByRole('dialog', { name: 'Sąskaitos papildymas' })).toBeInTheDocument();
  });

  it('offers a guest the login button and no log-out', async () => {
    const block = await openDrawer(null);
    expect(within(block).getByRole('link', { name: 'Prisijungti' })).toHaveAttribute('href', '/prisijungimas');
    expect(screen.queryByRole('button', { name: 'Atsijungti' })).not.toBeInTheDocument();
  });
});

describe('drawer categories', () => {
  it('lists categories with counts and expands one to its subcategory links', async () => {
    await openDrawer(null);
    const main = await screen.findByRole('link', { name: /^Transportas/ });
    expect(main).toHaveAttribute('href', '/skelbimai/transportas');
    expect(main).toHaveTextContent('4');
    expect(screen.queryByRole('link', { name: /^Automobiliai/ })).not.toBeInTheDocument();

    const expander = screen.getByRole('button', { name: 'Subkategorijos: Transportas' });
    expect(expander).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(expander);
    expect(expander).toHaveAttribute('aria-expanded', 'true');
    const sub = await screen.findByRole('link', { name: /^Automobiliai/ });
    expect(sub).toHaveAttribute('href', '/skelbimai/transportas/automobiliai');
    expect(sub).toHaveTextContent('3');
  });

  it('has the payment test, pricing and information links', async () => {
    await openDrawer(makeUser());
    expect(screen.getByRole('link', { name: 'Mokėjimo testas' })).toHaveAttribute('href', '/testing/payment');
    expect(screen.getByRole('link', { name: 'Kainos' })).toHaveAttribute('href', '/pricing');
    expect(screen.getAllByRole('link', { name: 'Informacija' })[0]).toHaveAttribute('href', '/information');
    expect(screen.getByRole('button', { name: 'Atsijungti' })).toBeInTheDocument();
  });
});

describe('toolbar', () => {
  it('shows the dashboard link only to users with a role, and top-up only when signed in', async () => {
    mockFetch({ ...startupAnswers(), '/api/payments/GetTopUpOptions': envelopeOf([{ id: 1, amount: 5, bonus: 0 }]) });
    renderRoutes(routes, '/', { auth: fakeAuth(makeUser({ authRole: 'Moderator' })) });
    expect(screen.getByRole('link', { name: 'Valdymas' })).toHaveAttribute('href', '/dashboard');
    // The wallet button opens the top-up dialog (PRODUCT.md §2), not a page.
    await userEvent.click(screen.getByRole('button', { name: 'Papildyti sąskaitą' }));
    expect(await screen.findByRole('dialog', { name: 'Sąskaitos papildymas' })).toBeInTheDocument();
  });

  it('hides both from a guest and searches all ads on Enter', async () => {
    mockFetch(startupAnswers());
    const { router } = renderRoutes(routes, '/', { auth: fakeAuth(null) });
    expect(screen.queryByRole('link', { name: 'Valdymas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Papildyti sąskaitą' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: 'Ieškoti skelbimų' }), 'dviratis{Enter}');
    // /visi is a lazy route: the address changes once its module has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/visi'));
    expect(router.state.location.search).toBe('?searchKeyword=dviratis&searchFilterType=all');
  });
});
