import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { Filters } from './Filters.tsx';

function renderFilters(path: string) {
  const router = createMemoryRouter([{ path: '/visi', element: <Filters /> }], { initialEntries: [path] });
  renderWithProviders(<RouterProvider router={router} />);
  return () => `${router.state.location.pathname}${router.state.location.search}`;
}

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
});
