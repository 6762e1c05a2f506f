import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { carFields } from '../../../test/carFields.ts';
import { envelopeOf, mockFetch } from '../../../test/fetchMock.ts';
import { categories, makeUser, siteInfo } from '../../../test/fixtures.ts';
import { fakeAuth, renderRoutes } from '../../../test/render.tsx';
import { ADMIN_ID } from '../testData.ts';
import { FieldsPage } from './FieldsPage.tsx';

function renderPage() {
  const answer = (fields: unknown, message: string) => async (url: URL) =>
    new Response(JSON.stringify({ succeeded: true, data: { fields }, messages: [message], errors: [] }), {
      headers: { 'Content-Type': 'application/json' },
      status: 200,
      statusText: url.pathname,
    });
  const withA8 = carFields.map((field) =>
    field.key === 'model' && field.type === 'choice'
      ? {
          ...field,
          optionsByParent: {
            ...field.optionsByParent,
            audi: [...(field.optionsByParent?.audi ?? []), { value: 'a8', label: 'A8' }],
          },
        }
      : field,
  );
  const fetch = mockFetch({
    '/api/settings/get': envelopeOf(siteInfo),
    '/api/categories/get': envelopeOf(categories),
    '/api/categories/fields/201': envelopeOf({ fields: carFields }),
    '/api/categories/fields/201/options': answer(withA8, 'Reikšmė pridėta.'),
  });
  renderRoutes([{ path: '/dashboard/laukai', Component: FieldsPage }], '/dashboard/laukai?subkategorija=201', {
    auth: fakeAuth(makeUser({ id: ADMIN_ID, authRole: 'Administrator' })),
  });
  return { fetch };
}

describe('/dashboard/laukai', () => {
  it("shows a subcategory's fields and adds a model under a make", async () => {
    const user = userEvent.setup();
    const { fetch } = renderPage();
    const table = await screen.findByRole('table', { name: 'Subkategorijos laukeliai' });
    const modelRow = within(table).getByRole('row', { name: /Modelis/ });
    expect(modelRow).toHaveTextContent('Pasirinkimas (priklauso nuo: Markė)');
    expect(modelRow).toHaveTextContent('4');
    const form = screen.getByRole('region', { name: 'Nauja reikšmė' });
    await user.selectOptions(within(form).getByLabelText('Laukelis'), 'Modelis');
    await user.selectOptions(within(form).getByLabelText(/^Kuriai reikšmei \(Markė\)/), 'Audi');
    await user.type(within(form).getByLabelText(/^Reikšmės pavadinimas/), 'A8');
    await user.click(within(form).getByRole('button', { name: 'Pridėti reikšmę' }));
    expect(await screen.findByText('Reikšmė pridėta.')).toBeInTheDocument();
    expect(within(modelRow).getByText('5')).toBeInTheDocument();
    const call = fetch.mock.calls.find(([url]) => String(url).endsWith('/options'));
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ key: 'model', label: 'A8', parent: 'audi' });
  });

  it('checks a new field before sending it', async () => {
    const user = userEvent.setup();
    const { fetch } = renderPage();
    const form = await screen.findByRole('region', { name: 'Naujas laukelis' });
    await user.type(within(form).getByLabelText(/^Raktas/), 'Sėdimos vietos');
    await user.click(within(form).getByRole('button', { name: 'Pridėti laukelį' }));
    expect(within(form).getByText('Raktas prasideda mažąja lotyniška raide, be tarpų.')).toBeInTheDocument();
    expect(within(form).getByText('Įveskite pavadinimą.')).toBeInTheDocument();
    expect(within(form).getByText('Įrašykite bent vieną reikšmę.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });
});
