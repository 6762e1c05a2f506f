import type { SavedPost, User } from '@skelbimai/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeOf, type MockAnswer, mockFetch, unauthorized } from '../../test/fetchMock.ts';
import { makeUser } from '../../test/fixtures.ts';
import { Providers } from '../../test/render.tsx';
import { AuthProvider, type AuthState, useAuth } from '../auth/index.ts';
import { SavedPostButtons, SavedPostsProvider, useHiddenPostIds } from './index.ts';

const saved = (...postIds: number[]): SavedPost[] =>
  postIds.map((postId) => ({ postId, createdAt: '2026-11-01T10:00:00.000Z' }));
const savedList = (...postIds: number[]) => ({ body: { ...envelopeOf(null).body, postIds: saved(...postIds) } });
const okPostId = (postId: number) => ({ body: { ...envelopeOf(null).body, postId } });

let auth: AuthState | undefined;
function Probe() {
  auth = useAuth();
  const hidden = useHiddenPostIds();
  return <p data-testid="hidden">{[...hidden].sort().join(',') || 'none'}</p>;
}

function renderButtons(postId = 5, title?: string) {
  render(
    <Providers>
      <AuthProvider>
        <SavedPostsProvider>
          <MemoryRouter>
            <Probe />
            <SavedPostButtons postId={postId} title={title} />
          </MemoryRouter>
        </SavedPostsProvider>
      </AuthProvider>
    </Providers>,
  );
}

/** The table of answers of a signed-in user `user` whose server sets are given. */
function signedIn(user: User, favorites: MockAnswer, hiddens: MockAnswer, more: Record<string, MockAnswer> = {}) {
  return mockFetch({
    '/api/auth/myProfile': envelopeOf(user),
    '/api/favorites': favorites,
    '/api/hiddens': hiddens,
    ...more,
  });
}

/** The toggles are disabled until it is known whose sets to show. */
async function readyButton(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

const callsTo = (spy: ReturnType<typeof mockFetch>, path: string, method = 'GET') =>
  spy.mock.calls.filter(
    ([input, init]) =>
      new URL(String(input), 'http://localhost').pathname === path && (init?.method ?? 'GET') === method,
  );

beforeEach(() => {
  auth = undefined;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a guest keeps favourites and hidden ads in the browser', () => {
  it("hides an ad under the 'hidden-posts' key at once, and the undo shows it again with no further offer", async () => {
    mockFetch({ '/api/auth/myProfile': unauthorized });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderButtons(5, 'Vaikiškas dviratis');
    await userEvent.click(await readyButton('Slėpti'));

    expect(screen.getByTestId('hidden')).toHaveTextContent('5');
    const stored = JSON.parse(localStorage.getItem('hidden-posts') ?? '[]') as SavedPost[];
    expect(stored.map((post) => post.postId)).toEqual([5]);
    const notice = await screen.findByRole('alert');
    // PRODUCT.md §4's words, then which ad it was.
    expect(notice).toHaveTextContent('#5 skelbimas slepiamas: „Vaikiškas dviratis“');
    expect(screen.getByRole('button', { name: 'Rodyti' })).toBeInTheDocument();

    await userEvent.click(within(notice).getByRole('button', { name: 'Atšaukti' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('#5 skelbimas rodomas: „Vaikiškas dviratis“'),
    );
    expect(within(screen.getByRole('alert')).queryByRole('button', { name: 'Atšaukti' })).not.toBeInTheDocument();
    expect(screen.getByTestId('hidden')).toHaveTextContent('none');
    expect(JSON.parse(localStorage.getItem('hidden-posts') ?? '[]')).toEqual([]);
  });

  it("bookmarks under 'favorite-posts' with the exact notices, and never calls the server", async () => {
    const fetch = mockFetch({ '/api/auth/myProfile': unauthorized });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderButtons(7);
    await userEvent.click(await readyButton('Pažymėti'));
    expect(await screen.findByRole('alert')).toHaveTextContent('#7 skelbimas pažymėtas');
    expect(JSON.parse(localStorage.getItem('favorite-posts') ?? '[]')).toMatchObject([{ postId: 7 }]);
    // The hover label (a native title: no MUI Tooltip on the first load) follows the state.
    expect(screen.getByRole('button', { name: 'Atžymėti' }).parentElement).toHaveAttribute('title', 'Atžymėti');

    await userEvent.click(screen.getByRole('button', { name: 'Atžymėti' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('#7 skelbimas atžymėtas'));
    expect(screen.getByRole('button', { name: 'Pažymėti' })).toBeInTheDocument();
    expect(callsTo(fetch, '/api/favorites', 'POST')).toHaveLength(0);
  });

  it('follows changes made in another tab (the storage event)', async () => {
    mockFetch({ '/api/auth/myProfile': unauthorized });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderButtons(5);
    await readyButton('Slėpti');
    act(() => {
      localStorage.setItem('hidden-posts', JSON.stringify(saved(5, 9)));
      window.dispatchEvent(new StorageEvent('storage', { key: 'hidden-posts' }));
    });
    expect(screen.getByTestId('hidden')).toHaveTextContent('5,9');
    expect(screen.getByRole('button', { name: 'Rodyti' })).toBeInTheDocument();
  });
});

describe('a signed-in user keeps them on the server', () => {
  it('bookmarks through POST /api/favorites and shows the server sets', async () => {
    const fetch = signedIn(makeUser(), savedList(), savedList(3), { '/api/favorites': savedList() });
    renderButtons(5);
    await waitFor(() => expect(screen.getByTestId('hidden')).toHaveTextContent('3'));
    await userEvent.click(screen.getByRole('button', { name: 'Pažymėti' }));
    expect(screen.getByRole('button', { name: 'Atžymėti' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetch, '/api/favorites', 'POST')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetch, '/api/favorites', 'POST')[0]?.[1]?.body))).toEqual({ postId: 5 });
    expect(localStorage.getItem('favorite-posts')).toBeNull();
  });

  it('fetches both sets again when another user signs in, and shows only theirs', async () => {
    const first = makeUser({ id: 'u1' });
    const second = makeUser({ id: 'u2', email: 'ona@example.lt' });
    let hiddenOf = saved(3);
    const fetch = mockFetch({
      '/api/auth/myProfile': envelopeOf(first),
      '/api/favorites': async () => Response.json({ ...envelopeOf(null).body, postIds: [] }),
      '/api/hiddens': async () => Response.json({ ...envelopeOf(null).body, postIds: hiddenOf }),
    });
    renderButtons(5);
    await waitFor(() => expect(screen.getByTestId('hidden')).toHaveTextContent('3'));
    expect(callsTo(fetch, '/api/favorites')).toHaveLength(1);
    expect(callsTo(fetch, '/api/hiddens')).toHaveLength(1);

    hiddenOf = saved(5, 8);
    act(() => auth?.setUser(second));
    await waitFor(() => expect(screen.getByTestId('hidden')).toHaveTextContent('5,8'));
    // Fetched again for the new user.
    expect(callsTo(fetch, '/api/favorites').length).toBeGreaterThanOrEqual(2);
    expect(callsTo(fetch, '/api/hiddens').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('button', { name: 'Rodyti' })).toBeInTheDocument();
  });

  it('fetches them again after sign-out and sign-in of the same user; a guest in between sees the browser sets', async () => {
    const user = makeUser();
    localStorage.setItem('hidden-posts', JSON.stringify(saved(4)));
    localStorage.setItem('saved-posts-move-declined', 'yes');
    const fetch = signedIn(user, savedList(), savedList(3), { '/api/auth/logout': envelopeOf(null) });
    renderButtons(5);
    await waitFor(() => expect(screen.getByTestId('hidden')).toHaveTextContent('3'));

    await act(() => auth?.logout());
    await waitFor(() => expect(screen.getByTestId('hidden')).toHaveTextContent('4'));
    act(() => auth?.setUser(user));
    await waitFor(() => expect(screen.getByTestId('hidden')).toHaveTextContent('3'));
    expect(callsTo(fetch, '/api/hiddens')).toHaveLength(2);
  });

  it('a failed fetch of the sets is only logged; the buttons still work', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    signedIn(
      makeUser(),
      { status: 403, body: { succeeded: false, messages: ['Draudžiama.'], errors: [] } },
      savedList(3),
    );
    renderButtons(5);
    await readyButton('Pažymėti');
    expect(screen.getByTestId('hidden')).toHaveTextContent('3');
    // Logged by an effect, which runs after the render's paint.
    await waitFor(() => expect(error).toHaveBeenCalledWith('Fetching favorites failed', expect.anything()));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed removal still removes the ad locally, and is only logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = signedIn(makeUser(), savedList(5), savedList(), {
      '/api/favorites/5': { status: 500, body: { succeeded: false, messages: ['Įvyko serverio klaida.'], errors: [] } },
    });
    renderButtons(5);
    await userEvent.click(await readyButton('Atžymėti'));
    await waitFor(() => expect(callsTo(fetch, '/api/favorites/5', 'DELETE')).toHaveLength(1));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Pažymėti' })).toBeInTheDocument();
    // The only snackbar is the notice itself, not an error.
    expect(screen.getByRole('alert')).toHaveTextContent('#5 skelbimas atžymėtas');
  });

  it('a failed unhide still shows the ad again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    signedIn(makeUser(), savedList(), savedList(5), { '/api/hiddens/5': { status: 0 as number, raw: '' } });
    renderButtons(5);
    await userEvent.click(await readyButton('Rodyti'));
    await waitFor(() => expect(screen.getByTestId('hidden')).toHaveTextContent('none'));
  });

  it('a failed bookmark is taken back, and is only logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetch = signedIn(makeUser(), savedList(), savedList());
    const answerGets = fetch.getMockImplementation();
    fetch.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') {
        return Response.json({ succeeded: false, messages: ['Skelbimas nerastas.'], errors: [] }, { status: 404 });
      }
      return (answerGets as typeof globalThis.fetch)(input, init);
    });
    renderButtons(5);
    await userEvent.click(await readyButton('Pažymėti'));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Pažymėti' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('#5 skelbimas pažymėtas');
  });
});

describe('moving a guest’s sets into the account', () => {
  it("offers once after sign-in; 'Perkelti į paskyrą' posts each and empties the browser", async () => {
    localStorage.setItem('favorite-posts', JSON.stringify(saved(11)));
    localStorage.setItem('hidden-posts', JSON.stringify(saved(12, 13)));
    const fetch = signedIn(makeUser(), savedList(), savedList(), {
      '/api/hiddens': async () => Response.json({ ...envelopeOf(null).body, postIds: [] }),
    });
    fetch.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/auth/myProfile') return Response.json(envelopeOf(makeUser()).body);
      if (init?.method === 'POST') return Response.json(okPostId(JSON.parse(String(init.body)).postId).body);
      return Response.json({ ...envelopeOf(null).body, postIds: [] });
    });
    renderButtons(5);
    const dialog = await screen.findByRole('dialog', { name: 'Išsaugoti skelbimai šioje naršyklėje' });
    expect(dialog).toHaveTextContent('(pažymėtų: 1, paslėptų: 2)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Perkelti į paskyrą' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo(fetch, '/api/favorites', 'POST')).toHaveLength(1);
    expect(callsTo(fetch, '/api/hiddens', 'POST')).toHaveLength(2);
    expect(localStorage.getItem('favorite-posts')).toBeNull();
    expect(localStorage.getItem('hidden-posts')).toBeNull();
    expect(await screen.findByRole('alert')).toHaveTextContent('Skelbimai perkelti į paskyrą');
  });

  it("'Ne' keeps the browser sets and does not ask again", async () => {
    localStorage.setItem('hidden-posts', JSON.stringify(saved(12)));
    const fetch = signedIn(makeUser(), savedList(), savedList(), { '/api/auth/logout': envelopeOf(null) });
    renderButtons(5);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ne' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem('hidden-posts') ?? '[]')).toMatchObject([{ postId: 12 }]);
    expect(callsTo(fetch, '/api/hiddens', 'POST')).toHaveLength(0);
    await act(() => auth?.logout());
    act(() => auth?.setUser(makeUser()));
    await waitFor(() => expect(callsTo(fetch, '/api/hiddens')).toHaveLength(2));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
