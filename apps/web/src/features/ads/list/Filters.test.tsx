import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteInfo } from '../../../test/fixtures.ts';
import { phoneScreen } from '../../../test/phoneScreen.ts';
import { renderWithProviders, testQueryClient } from '../../../test/render.tsx';
import { siteInfoQuery } from '../../site/index.ts';
import { Filters } from './Filters.tsx';
import { PRICE_TYPING_PAUSE_MS } from './useListFilters.ts';

function renderFilters(path: string) {
  const router = createMemoryRouter([{ path: '/visi', element: <Filters /> }], { initialEntries: [path] });
  // The site information as the server gives it: the town's settlements are the 'Vietovė' choices.
  const queryClient = testQueryClient();
  queryClient.setQueryData(siteInfoQuery.queryKey, siteInfo);
  renderWithProviders(<RouterProvider router={router} />, { queryClient });
  return () => `${router.state.location.pathname}${router.state.location.search}`;
}

/** A field's text changed as typing changes it (one input event, as a browser sends: the pause's timer starts again). */
const typeInto = (field: HTMLElement, text: string) => act(() => fireEvent.input(field, { target: { value: text } }));

const query = (url: string) => Object.fromEntries(new URLSearchParams(url.split('?')[1] ?? ''));

const sortOptions = () =>
  within(screen.getByRole('combobox', { name: 'Rikiuoti' }))
    .getAllByRole('option')
    .map((option) => (option as HTMLOptionElement).textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('list filters (wide screens)', () => {
  it('offers Pagal atitikimą only while a keyword is searched', () => {
    renderFilters('/visi');
    expect(sortOptions()).toEqual(['Naujausi', 'Seniausi', 'Pigiausi', 'Brangiausi']);
  });

  it("narrows the list to a settlement of the town's list, kept in the address", async () => {
    const url = renderFilters('/visi?searchKeyword=namas');
    const select = await screen.findByRole('combobox', { name: 'Vietovė' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Visos vietovės', 'Kėdainiai', 'Akademija', 'Josvainiai']);
    await userEvent.selectOptions(select, 'Akademija');
    expect(url()).toBe('/visi?searchKeyword=namas&location=Akademija');
    await userEvent.selectOptions(select, 'Visos vietovės');
    expect(url()).toBe('/visi?searchKeyword=namas');
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
    // The typing pause's timer stands still (keys come as change events): only Enter applies here.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const url = renderFilters('/visi');
    const from = screen.getByRole('textbox', { name: 'Kaina nuo, €' });
    const to = screen.getByRole('textbox', { name: 'Kaina iki, €' });
    typeInto(from, '50');
    typeInto(to, '10');
    act(() => fireEvent.keyDown(to, { key: 'Enter' }));
    expect(screen.getByText('Kaina „nuo“ negali būti didesnė už kainą „iki“.')).toBeInTheDocument();
    expect(url()).toBe('/visi');
    typeInto(to, '99,90');
    act(() => fireEvent.keyDown(to, { key: 'Enter' }));
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

describe('list filters: the count', () => {
  describe('on a phone', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('counts the applied filters on the Filtrai button', () => {
      phoneScreen();
      renderFilters('/visi?minPrice=10&location=Akademija');
      const badge = screen.getByRole('button', { name: 'Filtrai' }).parentElement as Element;
      // The number is drawn for the eye; a screen reader hears 'Filtrai: 2' after the button.
      expect(badge).toHaveTextContent(/^Filtrai2Filtrai: 2$/);
    });

    it('shows no count while no filter is applied', () => {
      phoneScreen();
      renderFilters('/visi?sort=priceAsc');
      expect(screen.getByRole('button', { name: 'Filtrai' }).parentElement).toHaveTextContent(/^Filtrai$/);
    });
  });
});

describe('list filters: a pause in typing', () => {
  it('applies a valid range once typing pauses, and not while it goes on', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const url = renderFilters('/visi');
    const pause = (ms: number) => act(() => vi.advanceTimersByTime(ms));
    const from = screen.getByRole('textbox', { name: 'Kaina nuo, €' });
    typeInto(from, '15');
    pause(PRICE_TYPING_PAUSE_MS - 1);
    expect(url()).toBe('/visi');
    typeInto(from, '150');
    pause(PRICE_TYPING_PAUSE_MS - 1);
    expect(url()).toBe('/visi');
    pause(1);
    expect(url()).toBe('/visi?minPrice=150');
    expect(from).toHaveValue('150');
    // A wrong value waits for its correction, with the message under the field.
    typeInto(screen.getByRole('textbox', { name: 'Kaina iki, €' }), '1x');
    pause(PRICE_TYPING_PAUSE_MS);
    expect(url()).toBe('/visi?minPrice=150');
    expect(screen.getByText('Įveskite skaičių, pvz. 150 arba 12,50.')).toBeInTheDocument();
  });
});

describe('list filters (phones)', () => {
  // Below 900 px the filters open in a bottom drawer, whose code loads on the first 'Filtrai'.
  afterEach(() => vi.unstubAllGlobals());

  it('applies the drawer on Rodyti skelbimus, and each opening starts from what the address applies', async () => {
    phoneScreen();
    const url = renderFilters('/visi?minPrice=5');
    await userEvent.click(screen.getByRole('button', { name: 'Filtrai' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtrai' });
    // The drawer appears whole: its fields are there with it.
    const from = within(drawer).getByRole('textbox', { name: 'Kaina nuo, €' });
    expect(from).toHaveValue('5');
    await userEvent.clear(from);
    await userEvent.type(from, '40');
    // Closed without applying: the address keeps its price, and the next opening shows it again.
    await userEvent.click(within(drawer).getByRole('button', { name: 'Uždaryti' }));
    expect(url()).toBe('/visi?minPrice=5');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Filtrai' }));
    const reopened = await screen.findByRole('dialog', { name: 'Filtrai' });
    const again = within(reopened).getByRole('textbox', { name: 'Kaina nuo, €' });
    expect(again).toHaveValue('5');
    await userEvent.clear(again);
    await userEvent.type(again, '40');
    await userEvent.click(within(reopened).getByRole('button', { name: 'Rodyti skelbimus' }));
    expect(url()).toBe('/visi?minPrice=40');
  });
});
