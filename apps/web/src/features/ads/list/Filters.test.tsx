import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { Filters } from './Filters.tsx';
import { PRICE_TYPING_PAUSE_MS } from './useListFilters.ts';

function renderFilters(path: string) {
  const router = createMemoryRouter([{ path: '/visi', element: <Filters /> }], { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return () => `${router.state.location.pathname}${router.state.location.search}`;
}

const query = (url: string) => Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? ''));

const sortOptions = () => screen.getAllByRole('option').map((option) => (option as HTMLOptionElement).textContent);

describe('list filters (wide screens)', () => {
  it('offers Pagal atitikimą only while a keyword is searched', () => {
    renderFilters('/visi');
    expect(sortOptions()).toEqual(['Naujausi', 'Seniausi', 'Pigiausi', 'Brangiausi']);
  });

  it('keeps the sort and post types in the address, next to the search', async () => {
    const url = renderFilters('/visi?searchKeyword=namas&searchFilterType=all');
    expect(screen.getByRole('combobox', { name: 'Rikiuoti' })).toHaveValue('relevance');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rikiuoti' }), 'Pigiausi');
    expect(url()).toBe('/visi?searchKeyword=namas&searchFilterType=all&sort=priceAsc');
    await userEvent.click(screen.getByRole('button', { name: 'Perka' }));
    await userEvent.click(screen.getByRole('button', { name: 'Parduoda' }));
    expect(url()).toBe('/visi?searchKeyword=namas&searchFilterType=all&sort=priceAsc&postTypes=sell%2Cbuy');
    expect(screen.getByRole('button', { name: 'Parduoda' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('applies a valid price range on Enter and explains a wrong one on the field', async () => {
    const url = renderFilters('/visi');
    const from = screen.getByRole('textbox', { name: 'Kaina nuo, €' });
    const to = screen.getByRole('textbox', { name: 'Kaina iki, €' });
    await userEvent.type(from, '50');
    await userEvent.type(to, '10{Enter}');
    expect(screen.getByText('Kaina „nuo“ negali būti didesnė už kainą „iki“.')).toBeInTheDocument();
    expect(url()).toBe('/visi');
    await userEvent.clear(to);
    await userEvent.type(to, '99,90{Enter}');
    expect(url()).toBe('/visi?minPrice=50&maxPrice=99.9');
    expect(screen.queryByText('Kaina „nuo“ negali būti didesnė už kainą „iki“.')).not.toBeInTheDocument();
  });

  it('applies a typed price when focus leaves both price fields', async () => {
    const url = renderFilters('/visi');
    await userEvent.type(screen.getByRole('textbox', { name: 'Kaina nuo, €' }), '20');
    await userEvent.tab();
    await userEvent.tab();
    // Moving from 'nuo' to 'iki' applied nothing yet; leaving both did.
    expect(url()).toBe('/visi?minPrice=20');
  });

  it('keeps a typed price when the sort or a type chip is clicked before it was applied', async () => {
    const url = renderFilters('/visi?sort=priceAsc');
    const to = screen.getByRole('textbox', { name: 'Kaina iki, €' });
    await userEvent.type(to, '100');
    await userEvent.click(screen.getByRole('button', { name: 'Parduoda' }));
    expect(query(url())).toEqual({ maxPrice: '100', postTypes: 'sell', sort: 'priceAsc' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rikiuoti' }), 'Brangiausi');
    expect(query(url())).toEqual({ maxPrice: '100', postTypes: 'sell', sort: 'priceDesc' });
    // The fields show what the address applies.
    expect(to).toHaveValue('100');
  });

  it('shows the prices of an address reached from outside (Back, a link)', async () => {
    const router = createMemoryRouter([{ path: '/visi', element: <Filters /> }], {
      initialEntries: ['/visi?minPrice=5'],
    });
    renderWithProviders(<RouterProvider router={router} />);
    expect(screen.getByRole('textbox', { name: 'Kaina nuo, €' })).toHaveValue('5');
    await act(() => router.navigate('/visi?minPrice=7&maxPrice=9.5'));
    expect(screen.getByRole('textbox', { name: 'Kaina nuo, €' })).toHaveValue('7');
    expect(screen.getByRole('textbox', { name: 'Kaina iki, €' })).toHaveValue('9.5');
  });
});

describe('list filters: a pause in typing', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('applies a valid range once typing pauses, and not while it goes on', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const url = renderFilters('/visi');
    await user.type(screen.getByRole('textbox', { name: 'Kaina nuo, €' }), '15');
    act(() => vi.advanceTimersByTime(PRICE_TYPING_PAUSE_MS / 2));
    expect(url()).toBe('/visi');
    await user.type(screen.getByRole('textbox', { name: 'Kaina nuo, €' }), '0');
    act(() => vi.advanceTimersByTime(PRICE_TYPING_PAUSE_MS));
    expect(url()).toBe('/visi?minPrice=150');
    // A wrong value waits for its correction, with the message under the field.
    await user.type(screen.getByRole('textbox', { name: 'Kaina iki, €' }), 'x');
    act(() => vi.advanceTimersByTime(PRICE_TYPING_PAUSE_MS));
    expect(url()).toBe('/visi?minPrice=150');
    expect(screen.getByText('Įveskite skaičių, pvz. 150 arba 12,50.')).toBeInTheDocument();
  });
});
