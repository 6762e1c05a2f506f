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

/**
 * An answer the test releases itself: the request stays open past the 200 ms progress throttle for as long as
 * the test needs to see the progress dialog, however slow the machine (no race against a timer).
 */
function gatedAnswer(data: unknown) {
  let release: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answer = async () => {
    await opened;
    return Response.json(envelopeOf(data).body);
  };
  return { answer, release };
}

describe('progress dialog', () => {
  it('shows during a slow request and leaves the page and the next dialog reachable', async () => {
    const user = makeUser({ phoneNumber: null, phoneNumberConfirmed: false });
    const codeRequest = gatedAnswer('TL');
    const confirmRequest = gatedAnswer({ ...user, phoneNumber: '+37060012345', phoneNumberConfirmed: true });
    mockFetch({
      ...startupAnswers(envelopeOf(user)),
      '/api/auth/GetChangePhoneNumberCode': codeRequest.answer,
      '/api/auth/ConfirmPhoneNumberChange': confirmRequest.answer,
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
    codeRequest.release();
    const code = await screen.findByRole('dialog', { name: 'Tel. numerio patvirtinimas' });
    await userEvent.type(within(code).getByRole('textbox', { name: 'Kodo skaičiai' }), '12345');
    await userEvent.click(within(code).getByRole('button', { name: 'Patvirtinti' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Vykdoma…');
    confirmRequest.release();
    await waitFor(() => expect(screen.queryByRole('dialog', { hidden: true })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(container).not.toHaveAttribute('aria-hidden');
    // Reachable by role: nothing left aria-hidden over the page.
    expect(screen.getByRole('button', { name: /^Tel\. numeris/ })).toBeVisible();
  });
});
