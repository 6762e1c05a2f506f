import type { PostReportReason } from '@skelbimai/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { envelopeOf, mockFetch, unauthorized } from '../../test/fetchMock.ts';
import { makeUser } from '../../test/fixtures.ts';
import { renderWithRealAuth } from '../../test/render.tsx';
import { ReportPostButton } from './index.ts';

const reasons: PostReportReason[] = [
  { id: 1, name: 'Netinkama kategorija', requiresComment: false },
  { id: 8, name: 'Kita', requiresComment: true },
];

const routes = [
  { path: '/skelbimas/:id', element: <ReportPostButton postId={42} /> },
  { path: '/prisijungimas', element: <p>prisijungimo puslapis</p> },
];

function signedInWith(createAnswer: Parameters<typeof mockFetch>[0][string]) {
  return mockFetch({
    '/api/auth/myProfile': envelopeOf(makeUser()),
    '/api/postreports/postreportreasons': envelopeOf(reasons),
    '/api/postreports/createpostreport': createAnswer,
  });
}

async function openDialog() {
  const button = await screen.findByRole('button', { name: 'Pranešti' });
  await waitFor(() => expect(button).toBeEnabled());
  await userEvent.click(button);
  return screen.findByRole('dialog', { name: 'Pranešti apie skelbimą' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('reporting an ad', () => {
  it('sends a guest to sign in first, coming back to the ad', async () => {
    mockFetch({ '/api/auth/myProfile': unauthorized });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = renderWithRealAuth(routes, '/skelbimas/42');
    const button = await screen.findByRole('button', { name: 'Pranešti' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    expect(await screen.findByText('prisijungimo puslapis')).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?returnUrl=${encodeURIComponent('/skelbimas/42')}`);
  });

  it("asks for a comment when the reason is 'Kita', then sends it and thanks the user", async () => {
    const fetch = signedInWith(envelopeOf({ id: 3 }));
    renderWithRealAuth(routes, '/skelbimas/42');
    const dialog = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pranešti' }));
    expect(within(dialog).getByText('Pasirinkite priežastį.')).toBeInTheDocument();

    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Kita' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pranešti' }));
    expect(within(dialog).getByText('Pasirinkus „Kita“, parašykite, kas negerai su skelbimu.')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Komentaras/ }), 'Parduoda svetimą daiktą');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pranešti' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ačiū, pranešimas išsiųstas. Moderatoriai jį peržiūrės.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = fetch.mock.calls.find(([input]) => String(input).includes('createpostreport'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      postId: 42,
      reasonId: 8,
      comment: 'Parduoda svetimą daiktą',
    });
  });

  it("shows the server's message, e.g. for a second report of the same ad", async () => {
    signedInWith({
      status: 409,
      body: { succeeded: false, data: null, messages: ['Apie šį skelbimą jau pranešėte.'], errors: [] },
    });
    renderWithRealAuth(routes, '/skelbimas/42');
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Netinkama kategorija' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pranešti' }));
    expect(await within(dialog).findByTestId('report-errors')).toHaveTextContent('Apie šį skelbimą jau pranešėte.');
  });

  it("shows the server's comment error under the comment field only", async () => {
    const message = 'Parašykite, kas netinka šiame skelbime.';
    signedInWith({
      status: 400,
      body: { succeeded: false, data: null, messages: [message], errors: [{ property: 'comment', errors: [message] }] },
    });
    renderWithRealAuth(routes, '/skelbimas/42');
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Netinkama kategorija' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pranešti' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).queryByTestId('report-errors')).not.toBeInTheDocument();
  });

  it("falls back to 'Įvyko klaida.' when the server says nothing", async () => {
    signedInWith({ status: 502, raw: '<html>Bad gateway</html>' });
    renderWithRealAuth(routes, '/skelbimas/42');
    const dialog = await openDialog();
    await userEvent.click(await within(dialog).findByRole('radio', { name: 'Netinkama kategorija' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pranešti' }));
    expect(await within(dialog).findByTestId('report-errors')).toHaveTextContent(/^Įvyko klaida\.$/);
  });
});
