import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carFields } from '../../../test/carFields.ts';
import { envelopeOf, mockFetch } from '../../../test/fetchMock.ts';
import { siteInfo } from '../../../test/fixtures.ts';
import { phoneScreen } from '../../../test/phoneScreen.ts';
import { renderWithProviders, testQueryClient } from '../../../test/render.tsx';
import { siteInfoQuery } from '../../site/index.ts';
import { Filters } from './Filters.tsx';
import { listQuery } from './listQuery.ts';

function FiltersOfCars() {
  const [params] = useSearchParams();
  return <Filters subCategoryId={201} query={listQuery(params, { subCategoryName: 'automobiliai' })} />;
}

function renderCars(path: string) {
  const fetch = mockFetch({
    '/api/categories/fields/201': envelopeOf({ fields: carFields }),
    '/api/posts/fieldCounts': envelopeOf({ counts: { make: { audi: 4, volkswagen: 7 }, fuel: { diesel: 23 } } }),
  });
  const router = createMemoryRouter([{ path: '/skelbimai/transportas/automobiliai', element: <FiltersOfCars /> }], {
    initialEntries: [path],
  });
  const queryClient = testQueryClient();
  queryClient.setQueryData(siteInfoQuery.queryKey, siteInfo);
  renderWithProviders(<RouterProvider router={router} />, { queryClient });
  const asked = (path: string) => fetch.mock.calls.some(([url]) => String(url).includes(path));
  return { url: () => router.state.location.search, asked };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a subcategory's field filters", () => {
  it('on a laptop: in the panel with their counts, applied to the address at once', async () => {
    const { url } = renderCars('/skelbimai/transportas/automobiliai?attr.year.min=2012');
    const fuel = await screen.findByRole('group', { name: 'Kuras' });
    expect(await within(fuel).findByLabelText('Dyzelinas (23)')).toBeInTheDocument();
    expect(screen.getByLabelText('Metai nuo')).toHaveValue('2012');
    await userEvent.click(screen.getByLabelText('Volkswagen (7)'));
    expect(url()).toBe('?attr.year.min=2012&attr.make=volkswagen');
  });

  it('on a phone: asked for only when the drawer is used, applied on Rodyti skelbimus', async () => {
    phoneScreen();
    const { url, asked } = renderCars('/skelbimai/transportas/automobiliai');
    const button = await screen.findByRole('button', { name: 'Filtrai' });
    expect(asked('/api/categories/fields/')).toBe(false);
    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Filtrai' });
    await userEvent.click(await within(drawer).findByLabelText('Audi (4)'));
    await userEvent.type(within(drawer).getByLabelText('Metai iki'), '2020');
    expect(url()).toBe('');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Rodyti skelbimus' }));
    await waitFor(() => expect(url()).toBe('?attr.make=audi&attr.year.max=2020'));
  });
});
