import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes.tsx';
import { envelopeOf, mockFetch, startupAnswers } from '../../../test/fetchMock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { renderWithRealAuth } from '../../../test/render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderApp(path: string) {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  return renderWithRealAuth(routes, path);
}

describe('account panel dialog', () => {
  it("opens from the toolbar account menu's items, signs in and Continue closes it", async () => {
    mockFetch({ ...startupAnswers(), '/api/auth/login': envelopeOf(makeUser({ pictureUrl: '/pictures/me.webp' })) });
    const router = renderApp('/visi');
    await userEvent.click(await screen.findByRole('button', { name: 'Paskyra' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Registruotis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Registracija' }, { timeout: 10_000 });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Prisijunkite' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Prisijungimas' })).toBeInTheDocument());
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /El. paštas arba tel. numeris/ }),
      'jonas@example.lt',
    );
    await userEvent.type(within(dialog).getByLabelText(/^Slaptažodis/), 'slaptas123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Prisijungti' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Tęsti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The home route is lazy: the address changes once its module has loaded, after the dialog closed.
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The toolbar shows the signed-in user's picture.
    expect(screen.getByRole('button', { name: 'Paskyra' }).querySelector('img')).toHaveAttribute(
      'src',
      '/pictures/me.webp',
    );
  });

  it('closes with its close button', async () => {
    mockFetch(startupAnswers());
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Paskyra' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Prisijungti' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prisijungimas' }, { timeout: 10_000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uždaryti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
