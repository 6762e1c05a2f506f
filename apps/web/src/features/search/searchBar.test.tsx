import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppLayout } from '../../app/layout/AppLayout.tsx';
import { mockFetch, startupAnswers } from '../../test/fetchMock.ts';
import { phoneScreen } from '../../test/phoneScreen.ts';
import { fakeAuth, renderRoutes } from '../../test/render.tsx';

afterEach(() => vi.unstubAllGlobals());

const page = (text: string) => ({ element: <p>{text}</p> });
const routes = [
  {
    path: '/',
    Component: AppLayout,
    children: [
      { index: true, ...page('pradžia') },
      { path: 'visi', ...page('visi') },
      { path: 'skelbimai/:categoryLogicalName?', ...page('kategorija') },
      { path: 'skelbimai/:category/:subCategoryLogicalName', ...page('subkategorija') },
      { path: 'skelbimas/:id', ...page('skelbimas') },
      { path: 'mano/skelbimai', ...page('mano') },
      { path: 'dashboard/users', ...page('vartotojai') },
    ],
  },
];

function renderAt(path: string) {
  mockFetch(startupAnswers());
  const result = renderRoutes(routes, path, { auth: fakeAuth(null) });
  const where = () => `${result.router.state.location.pathname}${result.router.state.location.search}`;
  return { ...result, where };
}

describe('search bar', () => {
  it('searches the category on Enter with the category placeholder', async () => {
    const { where } = renderAt('/skelbimai/transportas');
    const field = await screen.findByRole('combobox', { name: 'Ieškoti kategorijoje: Transportas' });
    await userEvent.type(field, 'ratai{Enter}');
    expect(where()).toBe('/skelbimai/transportas?searchKeyword=ratai&searchFilterType=all');
  });

  it('names the subcategory in the placeholder', async () => {
    renderAt('/skelbimai/transportas/dviraciai');
    expect(await screen.findByRole('combobox', { name: 'Ieškoti subkategorijoje: Dviračiai' })).toBeInTheDocument();
  });

  it('searches again when the filter changes, keeping the keyword', async () => {
    const { where } = renderAt('/visi?searchKeyword=stalas&searchFilterType=all');
    expect(screen.getByRole('combobox', { name: 'Ieškoti skelbimų' })).toHaveValue('stalas');
    await userEvent.click(screen.getByRole('button', { name: 'Kur ieškoti: Visur' }));
    const menu = await screen.findByRole('menu', { name: 'Kur ieškoti' });
    expect(within(menu).getByRole('menuitemradio', { name: 'Visur' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Aprašyme' }));
    expect(where()).toBe('/visi?searchKeyword=stalas&searchFilterType=description');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kur ieškoti: Aprašyme' })).toBeInTheDocument());
  });

  it('empties the keyword and searches again on Escape and on the clear button', async () => {
    const { where, router } = renderAt('/mano/skelbimai?searchKeyword=stalas&searchFilterType=title');
    const field = screen.getByRole('searchbox', { name: 'Ieškoti savo skelbimų' });
    await userEvent.type(field, '{Escape}');
    expect(field).toHaveValue('');
    expect(where()).toBe('/mano/skelbimai?searchKeyword=&searchFilterType=title');

    await router.navigate('/mano/skelbimai?searchKeyword=kede');
    await waitFor(() => expect(field).toHaveValue('kede'));
    await userEvent.click(screen.getByRole('button', { name: 'Išvalyti paiešką' }));
    expect(field).toHaveValue('');
    expect(where()).toBe('/mano/skelbimai?searchKeyword=&searchFilterType=all');
    expect(field).toHaveFocus();
  });

  it('searches on blur away from the home page', async () => {
    const { where } = renderAt('/skelbimas/5');
    await userEvent.type(screen.getByRole('combobox', { name: 'Ieškoti skelbimų' }), 'dviratis');
    await userEvent.click(document.body);
    expect(where()).toBe('/visi?searchKeyword=dviratis&searchFilterType=all');
  });

  it('on the home page ignores blur, Escape, clear and filter changes; Enter and the icon search', async () => {
    const { where } = renderAt('/');
    const field = screen.getByRole('combobox', { name: 'Ieškoti skelbimų' });
    await userEvent.type(field, 'stalas{Escape}');
    expect(field).toHaveValue('');
    await userEvent.type(field, 'stalas');
    await userEvent.click(screen.getByRole('button', { name: 'Išvalyti paiešką' }));
    await userEvent.type(field, 'kėdė');
    await userEvent.click(document.body);
    await userEvent.click(screen.getByRole('button', { name: 'Kur ieškoti: Visur' }));
    await userEvent.click(await screen.findByRole('menuitemradio', { name: 'Pavadinime' }));
    expect(where()).toBe('/');
    expect(field).toHaveValue('kėdė');

    await userEvent.click(screen.getByRole('button', { name: 'Ieškoti' }));
    expect(where()).toBe('/visi?searchKeyword=k%C4%97d%C4%97&searchFilterType=title');
  });

  it('does not navigate when nothing changed', async () => {
    const { router } = renderAt('/visi?searchKeyword=stalas&searchFilterType=all');
    const before = router.state.location.key;
    await userEvent.type(screen.getByRole('combobox', { name: 'Ieškoti skelbimų' }), '{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Ieškoti' }));
    expect(router.state.location.key).toBe(before);
  });

  it('hides the filter choice on the dashboard lists', async () => {
    const { where } = renderAt('/dashboard/users');
    expect(screen.queryByRole('button', { name: /^Kur ieškoti/ })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Ieškoti vartotojų' }), 'jonas{Enter}');
    expect(where()).toBe('/dashboard/users?searchKeyword=jonas&searchFilterType=all');
  });
});

describe('search dialog on phones', () => {
  it("opens 'Paieška' from the toolbar icon and searches with 'Ieškoti'", async () => {
    phoneScreen();
    const { where } = renderAt('/skelbimai/transportas');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Paieška' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paieška' });
    expect(within(dialog).getByRole('button', { name: 'Uždaryti' })).toBeInTheDocument();
    // The categories page has them cached already; this bare test route fetches them now.
    await userEvent.type(
      await within(dialog).findByRole('combobox', { name: 'Ieškoti kategorijoje: Transportas' }),
      'ratai',
    );
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Pavadinime' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ieškoti' }));
    expect(where()).toBe('/skelbimai/transportas?searchKeyword=ratai&searchFilterType=title');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("closes with 'Uždaryti' without searching, and has no filter on the dashboard lists", async () => {
    phoneScreen();
    const { where } = renderAt('/dashboard/users');
    await userEvent.click(screen.getByRole('button', { name: 'Paieška' }));
    const dialog = await screen.findByRole('dialog', { name: 'Paieška' });
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('searchbox', { name: 'Ieškoti vartotojų' }), 'jonas');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uždaryti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(where()).toBe('/dashboard/users');
  });
});
