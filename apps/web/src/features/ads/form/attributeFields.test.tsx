import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { carFields } from '../../../test/carFields.ts';
import { envelopeOf, type MockAnswer, mockFetch } from '../../../test/fetchMock.ts';
import { categories, makeUser, siteInfo } from '../../../test/fixtures.ts';
import { fakeAuth, renderRoutes } from '../../../test/render.tsx';
import NewAdPage from '../NewAdPage.tsx';

function renderForm(create: MockAnswer = envelopeOf({ id: 9 })) {
  const fetch = mockFetch({
    '/api/settings/get': envelopeOf(siteInfo),
    '/api/categories/get': envelopeOf(categories),
    '/api/categories/fields/201': envelopeOf({ fields: carFields }),
    '/api/categories/fields/202': envelopeOf({ fields: [] }),
    '/api/posts/GetMaxPostPictureCount': envelopeOf(10),
    '/api/posts/create': create,
  });
  renderRoutes(
    [
      { path: '/new', Component: NewAdPage },
      { path: '/skelbimas/:id', Component: () => <p>skelbimas</p> },
    ],
    '/new',
    { auth: fakeAuth(makeUser({ phoneNumber: '+37060000000' })) },
  );
  return fetch;
}

async function chooseCars(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText(/^Kategorija/), 'Transportas');
  await user.selectOptions(screen.getByLabelText(/^Subkategorija/), 'Automobiliai');
  return screen.findByRole('region', { name: 'Parametrai' });
}

describe("the ad form with a subcategory's fields", () => {
  it('shows the fields after the subcategory, with the model following the make and starting over when it changes', async () => {
    const user = userEvent.setup();
    renderForm();
    const block = await chooseCars(user);
    const model = within(block).getByLabelText(/^Modelis/) as HTMLSelectElement;
    expect(model).toBeDisabled();
    expect(within(block).getByText('Pirmiau pasirinkite: Markė')).toBeInTheDocument();
    await user.selectOptions(within(block).getByLabelText(/^Markė/), 'Audi');
    expect(model).toBeEnabled();
    expect([...model.options].map((option) => option.text)).toEqual(['', 'A4', 'A6']);
    await user.selectOptions(model, 'A6');
    await user.selectOptions(within(block).getByLabelText(/^Markė/), 'Volkswagen');
    expect(model.value).toBe('');
    expect([...model.options].map((option) => option.text)).toEqual(['', 'Golf', 'Passat']);
    expect(within(block).getByText('km')).toBeInTheDocument();
    expect(within(block).getByLabelText('TA iki')).toHaveAttribute('type', 'month');
    expect(within(block).getByRole('group', { name: 'Įranga' })).toBeInTheDocument();
  });

  it("puts the contract's messages under the fields before sending, and sends the values typed", async () => {
    const user = userEvent.setup();
    const fetch = renderForm();
    const block = await chooseCars(user);
    await user.type(screen.getByLabelText(/^Pavadinimas/), 'Audi A6 universalas');
    await user.type(screen.getByRole('textbox', { name: 'Kaina' }), '8500');
    await user.type(within(block).getByLabelText('Rida'), 'daug');
    await user.click(screen.getByRole('button', { name: 'Skelbti' }));
    expect(await within(block).findByText('Pasirinkite markę.')).toBeInTheDocument();
    expect(within(block).getByText('Užpildykite laukelį „Metai“.')).toBeInTheDocument();
    expect(within(block).getByText('Įveskite skaičių.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/posts/create'))).toBe(false);

    await user.selectOptions(within(block).getByLabelText(/^Markė/), 'Audi');
    await user.selectOptions(within(block).getByLabelText(/^Modelis/), 'A6');
    await user.type(within(block).getByLabelText(/^Metai/), '2015');
    await user.clear(within(block).getByLabelText('Rida'));
    await user.type(within(block).getByLabelText('Rida'), '182 000');
    await user.selectOptions(within(block).getByLabelText('Kuras'), 'Dyzelinas');
    await user.click(within(block).getByLabelText('Kablys'));
    await user.click(screen.getByRole('button', { name: 'Skelbti' }));
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/posts/create'))).toBe(true));
    const sent = fetch.mock.calls.find(([url]) => String(url).includes('/api/posts/create'));
    expect(JSON.parse(String(sent?.[1]?.body)).attributes).toEqual({
      make: 'audi',
      model: 'a6',
      year: 2015,
      mileageKm: 182000,
      fuel: 'diesel',
      extras: ['towbar'],
    });
  });

  it("shows the API's message for a field under that field", async () => {
    const user = userEvent.setup();
    renderForm({
      status: 400,
      body: {
        succeeded: false,
        data: null,
        messages: [],
        errors: [{ property: 'attributes.mileageKm', errors: ['Nuo 0 iki 2 000 000 km.'] }],
      },
    });
    const block = await chooseCars(user);
    await user.type(screen.getByLabelText(/^Pavadinimas/), 'Audi A6 universalas');
    await user.type(screen.getByRole('textbox', { name: 'Kaina' }), '8500');
    await user.selectOptions(within(block).getByLabelText(/^Markė/), 'Audi');
    await user.selectOptions(within(block).getByLabelText(/^Modelis/), 'A4');
    await user.type(within(block).getByLabelText(/^Metai/), '2012');
    await user.click(screen.getByRole('button', { name: 'Skelbti' }));
    expect(await within(block).findByText('Nuo 0 iki 2 000 000 km.')).toBeInTheDocument();
  });
});
