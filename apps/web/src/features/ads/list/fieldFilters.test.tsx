import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carFields } from '../../../test/carFields.ts';
import { envelopeOf, type MockAnswer, mockFetch } from '../../../test/fetchMock.ts';
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

const answerOf = (data: unknown) =>
  new Response(JSON.stringify(envelopeOf(data).body), { headers: { 'Content-Type': 'application/json' } });

/** `fields` answers the fields' request; by default at once. */
function renderCars(path: string, fields: MockAnswer = envelopeOf({ fields: carFields })) {
  const fetch = mockFetch({
    '/api/categories/fields/201': fields,
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

  it('on a phone: the drawer opens once its fields are here, whole, not growing as they arrive', async () => {
    phoneScreen();
    let answerFields = () => {};
    const fieldsHeld = new Promise<void>((resolve) => {
      answerFields = resolve;
    });
    const { asked } = renderCars('/skelbimai/transportas/automobiliai', async () => {
      await fieldsHeld;
      return answerOf({ fields: carFields });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Filtrai' }));
    // The drawer's code is here and the fields were asked for in the tap; the page stays as it was meanwhile.
    await waitFor(() => expect(asked('/api/categories/fields/201')).toBe(true));
    await import('./PhoneFiltersDrawer.tsx');
    expect(screen.queryByRole('dialog', { name: 'Filtrai' })).toBeNull();
    answerFields();
    const drawer = await screen.findByRole('dialog', { name: 'Filtrai' });
    expect(within(drawer).getByRole('group', { name: 'Markė' })).toBeInTheDocument();
    expect(within(drawer).getByLabelText('Metai iki')).toBeInTheDocument();
  });
});
