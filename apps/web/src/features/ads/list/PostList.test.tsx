import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { noSavedPosts, SavedPostsContext } from '../../saved/context.ts';
import { PostList } from './PostList.tsx';
import { makePost } from './testPosts.ts';
import { forgetRecentLists } from './usePagedPosts.ts';

/** Answers the list API by page: `pages[n - 1]` are the ids of page n; a number instead is an error status. */
function listApi(pages: (number[] | number)[]) {
  const spy = vi.fn(async (input: RequestInfo | URL) => {
    const page = Number(new URL(String(input), 'http://localhost').searchParams.get('page'));
    const answer = pages[page - 1] ?? [];
    const body =
      typeof answer === 'number'
        ? { succeeded: false, data: null, messages: ['Klaida'], errors: [] }
        : {
            succeeded: true,
            data: answer.map((id) => makePost({ id, title: `Skelbimas nr. ${id}` })),
            messages: [],
            errors: [],
            pagination: { totalPageCount: pages.length },
          };
    return new Response(JSON.stringify(body), {
      status: typeof answer === 'number' ? answer : 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

function renderList(hidden: number[] = []) {
  const saved = { ...noSavedPosts, hidden: new Set(hidden) };
  const wrap = (ui: ReactNode) => (
    <SavedPostsContext.Provider value={saved}>
      <MemoryRouter>{ui}</MemoryRouter>
    </SavedPostsContext.Provider>
  );
  return renderWithProviders(wrap(<PostList query={{ listTarget: 'public' }} emptyText="Nieko nėra." />));
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetRecentLists();
});

describe('PostList', () => {
  it('shows skeletons, then the cards without the ads the viewer hid', async () => {
    listApi([[1, 2, 3]]);
    renderList([2]);
    expect(screen.getAllByTestId('post-card-skeleton').length).toBeGreaterThan(0);
    expect(await screen.findByRole('link', { name: 'Skelbimas nr. 1' })).toHaveAttribute('href', '/skelbimas/1');
    expect(screen.getByRole('link', { name: 'Skelbimas nr. 3' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Skelbimas nr. 2' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('post-card-skeleton')).not.toBeInTheDocument());
  });

  it("titles its cards one level under the page's h1 (h2), so no heading level is skipped", async () => {
    listApi([[1, 2]]);
    renderList();
    expect(await screen.findByRole('heading', { level: 2, name: 'Skelbimas nr. 1' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  it('loads the next page with Rodyti daugiau and stops at the last page', async () => {
    const fetch = listApi([[1], [2]]);
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Rodyti daugiau' }));
    expect(await screen.findByRole('link', { name: 'Skelbimas nr. 2' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skelbimas nr. 1' })).toBeInTheDocument();
    expect(await screen.findByText('Daugiau skelbimų nėra.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rodyti daugiau' })).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('says nothing was found and offers to post an ad', async () => {
    listApi([[]]);
    renderList();
    expect(await screen.findByText('Nieko nėra.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Įdėti skelbimą' })).toHaveAttribute('href', '/new');
  });

  it('shows the 404 text for a 404 and the server error with a retry otherwise', async () => {
    listApi([404]);
    const first = renderList();
    expect(await screen.findByText('404: Puslapis nerastas.')).toBeInTheDocument();
    first.unmount();

    const fetch = listApi([500]);
    renderList();
    expect(await screen.findByText('Įvyko serverio klaida.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Bandyti dar kartą' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
  });

  it("offers the API's correction of an empty search as a link that searches it, keeping the filters", async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const keyword = new URL(String(input), 'http://localhost').searchParams.get('searchKeyword');
      const found = keyword === 'dviratis' ? [makePost({ id: 7, title: 'Kalnų dviratis' })] : [];
      const body = {
        succeeded: true,
        data: found,
        messages: [],
        errors: [],
        pagination: { totalPageCount: 1 },
        suggestion: keyword === 'dvirtis' ? 'dviratis' : null,
      };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetch);
    function SearchPage() {
      const [params] = useSearchParams();
      const location = useLocation();
      return (
        <>
          <p data-testid="location">{location.search}</p>
          <PostList
            query={{ listTarget: 'public', searchKeyword: params.get('searchKeyword') ?? undefined }}
            emptyText="Nieko nerasta."
          />
        </>
      );
    }
    renderWithProviders(
      <SavedPostsContext.Provider value={noSavedPosts}>
        <MemoryRouter initialEntries={['/visi?searchKeyword=dvirtis&minPrice=10']}>
          <Routes>
            <Route path="/visi" element={<SearchPage />} />
          </Routes>
        </MemoryRouter>
      </SavedPostsContext.Provider>,
    );
    expect(await screen.findByText('Nieko nerasta.')).toBeInTheDocument();
    expect(screen.getByTestId('search-suggestion')).toHaveTextContent('Ar turėjote omenyje „dviratis“?');
    await userEvent.click(screen.getByRole('link', { name: '„dviratis“' }));
    expect(await screen.findByRole('link', { name: 'Kalnų dviratis' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('?searchKeyword=dviratis&minPrice=10');
    expect(screen.queryByTestId('search-suggestion')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('offers the correction above the ads when a search found only a few', async () => {
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const keyword = new URL(String(input), 'http://localhost').searchParams.get('searchKeyword');
      const body = {
        succeeded: true,
        data: [
          makePost({
            id: keyword === 'dviratis' ? 7 : 8,
            title: keyword === 'dviratis' ? 'Kalnų dviratis' : 'Dvirtis',
          }),
        ],
        messages: [],
        errors: [],
        pagination: { totalPageCount: 1 },
        suggestion: keyword === 'dvirtis' ? 'dviratis' : null,
      };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetch);
    function SearchPage() {
      const [params] = useSearchParams();
      return (
        <PostList
          query={{ listTarget: 'public', searchKeyword: params.get('searchKeyword') ?? undefined }}
          emptyText="-"
        />
      );
    }
    renderWithProviders(
      <SavedPostsContext.Provider value={noSavedPosts}>
        <MemoryRouter initialEntries={['/visi?searchKeyword=dvirtis']}>
          <Routes>
            <Route path="/visi" element={<SearchPage />} />
          </Routes>
        </MemoryRouter>
      </SavedPostsContext.Provider>,
    );
    expect(await screen.findByRole('link', { name: 'Dvirtis' })).toBeInTheDocument();
    expect(screen.getByTestId('search-suggestion')).toHaveTextContent('Ar turėjote omenyje „dviratis“?');
    await userEvent.click(screen.getByRole('link', { name: '„dviratis“' }));
    expect(await screen.findByRole('link', { name: 'Kalnų dviratis' })).toBeInTheDocument();
    expect(screen.queryByTestId('search-suggestion')).not.toBeInTheDocument();
  });

  it('shows no correction when the API has none', async () => {
    listApi([[]]);
    renderList();
    expect(await screen.findByText('Nieko nėra.')).toBeInTheDocument();
    expect(screen.queryByTestId('search-suggestion')).not.toBeInTheDocument();
  });

  it("offers the API's category as a chip that searches the same words in that category's page", async () => {
    const fetch = vi.fn(async () => {
      const body = {
        succeeded: true,
        data: [makePost({ id: 8, title: 'Plento dviratis' })],
        messages: [],
        errors: [],
        pagination: { totalPageCount: 1 },
        suggestion: null,
        categorySuggestion: { categoryName: 'transportas', subCategoryName: 'dviraciai', title: 'Dviračiai' },
      };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetch);
    function CategoryPage() {
      const location = useLocation();
      return <p data-testid="category-page">{`${location.pathname}${location.search}`}</p>;
    }
    renderWithProviders(
      <SavedPostsContext.Provider value={noSavedPosts}>
        <MemoryRouter initialEntries={['/visi?searchKeyword=dviračiai&minPrice=10&page=2']}>
          <Routes>
            <Route
              path="/visi"
              element={<PostList query={{ listTarget: 'public', searchKeyword: 'dviračiai' }} emptyText="Nieko." />}
            />
            <Route path="/skelbimai/:category/:subCategory" element={<CategoryPage />} />
          </Routes>
        </MemoryRouter>
      </SavedPostsContext.Provider>,
    );
    await userEvent.click(await screen.findByRole('link', { name: 'Ieškoti kategorijoje „Dviračiai“' }));
    expect(await screen.findByTestId('category-page')).toHaveTextContent(
      '/skelbimai/transportas/dviraciai?searchKeyword=dvira%C4%8Diai&minPrice=10',
    );
  });

  it('shows no category chip when the API has none', async () => {
    listApi([[1, 2]]);
    renderList();
    expect(await screen.findAllByRole('link')).not.toHaveLength(0);
    expect(screen.queryByTestId('category-suggestion')).not.toBeInTheDocument();
  });

  it('says how many ads the list has and shows the TOP block apart, above the list', async () => {
    const top = makePost({
      id: 90,
      title: 'TOP skelbimas nr. 90',
      promotion: { top: true, highlighted: false, showcase: false, urgent: false },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({
          succeeded: true,
          data: [makePost({ id: 1, title: 'Skelbimas nr. 1' })],
          messages: [],
          errors: [],
          pagination: { page: 1, pageSize: 20, totalPageCount: 62, totalCount: 1234 },
          topPosts: [top, makePost({ id: 91, title: 'Paslėptas TOP' })],
        }),
      ),
    );
    renderList([91]);
    expect((await screen.findByTestId('found-count')).textContent).toBe('Rasta 1\u00a0234 skelbimai');
    const block = screen.getByRole('region', { name: 'TOP skelbimai' });
    expect(within(block).getByRole('link', { name: 'TOP skelbimas nr. 90' })).toBeInTheDocument();
    // The viewer's hidden ad stays out of the block as out of the list.
    expect(within(block).queryByRole('link', { name: 'Paslėptas TOP' })).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Skelbimai' });
    expect(within(list).getByRole('link', { name: 'Skelbimas nr. 1' })).toBeInTheDocument();
    // The block comes first in the page.
    expect(block.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("shows a category search's category as a removable chip and 'Rasta kitose kategorijose: N', both to every category", async () => {
    const answer = (body: object) =>
      new Response(JSON.stringify({ succeeded: true, messages: [], errors: [], ...body }), {
        headers: { 'Content-Type': 'application/json' },
      });
    const fetchMock = vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/api/posts/elsewhereCount')
        ? answer({ data: { count: 3, capped: false } })
        : answer({ data: [], pagination: { totalPageCount: 0, totalCount: 0 } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(
      <MemoryRouter initialEntries={['/skelbimai/transportas?searchKeyword=k%C4%97d%C4%97&page=2']}>
        <PostList
          query={{ listTarget: 'public', categoryName: 'transportas', searchKeyword: 'kėdė' }}
          emptyText="Nieko nėra."
          searchScope={{
            category: 'Transportas',
            query: { listTarget: 'public', categoryName: 'transportas', searchKeyword: 'kėdė' },
          }}
        />
      </MemoryRouter>,
    );
    const elsewhere = await screen.findByRole('link', { name: 'Rasta kitose kategorijose: 3' });
    const everywhere = '/visi?searchKeyword=k%C4%97d%C4%97';
    expect(elsewhere).toHaveAttribute('href', everywhere);
    expect(screen.getByTestId('search-scope')).toHaveTextContent('Transportas');
    expect(screen.getByRole('link', { name: 'Ieškoti visose kategorijose, ne tik „Transportas“' })).toHaveAttribute(
      'href',
      everywhere,
    );
    expect(await screen.findByTestId('post-list-empty')).toBeInTheDocument();
    // Asked beside the list, with the list's own query.
    const asked = fetchMock.mock.calls.map(([input]) => String(input)).find((url) => url.includes('elsewhereCount'));
    expect(asked).toContain('categoryName=transportas');
    expect(asked).toContain(`searchKeyword=${encodeURIComponent('kėdė')}`);
  });
});
