import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelopeOf, mockFetch } from '../../test/fetchMock.ts';
import { makeUser } from '../../test/fixtures.ts';
import { fakeAuth, renderRoutes } from '../../test/render.tsx';
import WriteDialog from './WriteDialog.tsx';

const sent = {
  conversationId: 41,
  message: { id: 1, text: 'Ar dar yra?', sentAt: '', fromMe: true, safetyTip: false },
};

function renderDialog(user = makeUser({ fullName: null, firstName: null, lastName: null })) {
  const fetch = mockFetch({
    '/api/auth/updateProfile': envelopeOf({
      ...user,
      firstName: 'Aistė',
      lastName: 'Kairienė',
      fullName: 'Aistė Kairienė',
    }),
    '/api/messages/send': envelopeOf({ ...sent, message: { ...sent.message, erased: false } }),
  });
  const { router } = renderRoutes(
    [
      { path: '/skelbimas/:id', element: <WriteDialog postId={7} onClose={() => {}} /> },
      { path: '/mano/zinutes/:id', element: <p>Pokalbis</p> },
    ],
    '/skelbimas/7',
    { auth: fakeAuth(user) },
  );
  return { fetch, router };
}

const calls = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.map(([url, init]) => [new URL(String(url), 'http://localhost').pathname, init?.body]);

describe("'Kaip jus vadinti?' before the first message (PRODUCT.md §26)", () => {
  it('asks an account without a name, requires the first name, then sends what was typed', async () => {
    const { fetch, router } = renderDialog();
    await userEvent.type(screen.getByRole('textbox', { name: 'Žinutė' }), 'Ar dar yra?');
    await userEvent.click(screen.getByRole('button', { name: 'Siųsti' }));
    const prompt = await screen.findByRole('dialog', { name: 'Kaip jus vadinti?' });
    expect(calls(fetch)).toEqual([]);

    await userEvent.click(within(prompt).getByRole('button', { name: 'Išsaugoti ir tęsti' }));
    expect(await within(prompt).findByText('Įrašykite vardą.')).toBeInTheDocument();
    await userEvent.type(within(prompt).getByRole('textbox', { name: 'Vardas' }), 'Aistė');
    await userEvent.type(within(prompt).getByRole('textbox', { name: /^Pavardė/ }), 'Kairienė');
    await userEvent.click(within(prompt).getByRole('button', { name: 'Išsaugoti ir tęsti' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/mano/zinutes/41'));
    expect(calls(fetch).map(([path]) => path)).toEqual(['/api/auth/updateProfile', '/api/messages/send']);
    expect(JSON.parse(String(calls(fetch)[0]?.[1]))).toEqual({ firstName: 'Aistė', lastName: 'Kairienė' });
    expect(JSON.parse(String(calls(fetch)[1]?.[1]))).toEqual({ postId: 7, text: 'Ar dar yra?' });
  });

  it('sends at once for an account with a name', async () => {
    const { fetch, router } = renderDialog(makeUser());
    await userEvent.type(screen.getByRole('textbox', { name: 'Žinutė' }), 'Ar dar yra?');
    await userEvent.click(screen.getByRole('button', { name: 'Siųsti' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mano/zinutes/41'));
    expect(calls(fetch).map(([path]) => path)).toEqual(['/api/messages/send']);
    expect(screen.queryByRole('dialog', { name: 'Kaip jus vadinti?' })).toBeNull();
  });
});
