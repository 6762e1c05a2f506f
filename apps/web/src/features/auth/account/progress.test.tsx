import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeOf, mockFetch, startupAnswers } from '../../../test/fetchMock.ts';
import { makeUser } from '../../../test/fixtures.ts';
import { Providers } from '../../../test/render.tsx';
import { AuthProvider } from '../AuthProvider.tsx';
import { AccountDetails } from './AccountDetails.tsx';

afterEach(() => vi.unstubAllGlobals());

/** Past the 200 ms progress throttle, so the progress dialog shows while the next dialog mounts. */
const slow = (data: unknown, ms: number) => async () => {
  await new Promise((resolve) => setTimeout(resolve, ms));
  return Response.json(envelopeOf(data).body);
};

describe('progress dialog', () => {
  it('shows during a slow request and leaves the page and the next dialog reachable', async () => {
    const user = makeUser({ phoneNumber: null, phoneNumberConfirmed: false });
    mockFetch({
      ...startupAnswers(envelopeOf(user)),
      '/api/auth/GetChangePhoneNumberCode': slow('TL', 600),
      '/api/auth/ConfirmPhoneNumberChange': slow(
        { ...user, phoneNumber: '+37060012345', phoneNumberConfirmed: true },
        230,
      ),
    });
    const router = createMemoryRouter([{ path: '*', element: <AccountDetails /> }]);
    const { container } = render(
      <Providers>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </Providers>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /^Tel\. numeris/ }));
    const edit = await screen.findByRole('dialog', { name: 'Tel. numeris' });
    await userEvent.type(within(edit).getByRole('textbox'), '+37060012345');
    await userEvent.click(within(edit).getByRole('button', { name: 'Gauti kodą' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Vykdoma…');
    const code = await screen.findByRole('dialog', { name: 'Tel. numerio patvirtinimas' });
    await userEvent.type(within(code).getByRole('textbox', { name: 'Kodo skaičiai' }), '12345');
    await userEvent.click(within(code).getByRole('button', { name: 'Patvirtinti' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(container).not.toHaveAttribute('aria-hidden');
    // Reachable by role: nothing left aria-hidden over the page.
    expect(screen.getByRole('button', { name: /^Tel\. numeris/ })).toBeVisible();
  });
});
