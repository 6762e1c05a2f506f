import type { Post } from '@skelbimai/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PostListParams } from '../api.ts';
import { makePost } from './testPosts.ts';
import { forgetRecentLists, usePagedPosts } from './usePagedPosts.ts';

interface Answer {
  status?: number;
  ids?: number[];
  totalPageCount?: number;
}

/** A fake list API: answers by the `page` asked for; every request's query is recorded. */
function fakeListApi(answer: (page: number, params: URLSearchParams) => Answer) {
  const requests: URLSearchParams[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      requests.push(url.searchParams);
      const {
        status = 200,
        ids = [],
        totalPageCount = 1,
      } = answer(Number(url.searchParams.get('page')), url.searchParams);
      const body =
        status === 200
          ? {
              succeeded: true,
              data: ids.map((id) => makePost({ id })),
              messages: [],
              errors: [],
              pagination: { totalPageCount },
            }
          : { succeeded: false, data: null, messages: ['Klaida'], errors: [] };
      return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return requests;
}

const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter>{children}</MemoryRouter>;
const ids = (posts: Post[]) => posts.map((post) => post.id);

afterEach(() => {
  vi.unstubAllGlobals();
  forgetRecentLists();
});

describe('usePagedPosts (PRODUCT.md §4 Paging)', () => {
  it('asks for page 1 first, appends page 2 and asks nothing once the last page is reached', async () => {
    const requests = fakeListApi((page) => ({ ids: page === 1 ? [1, 2] : [3], totalPageCount: 2 }));
    const { result } = renderHook(() => usePagedPosts({ listTarget: 'public' }), { wrapper });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(ids(result.current.posts)).toEqual([1, 2]));
    expect(requests[0]?.get('page')).toBe('1');
    expect(result.current.hasMore).toBe(true);

    act(() => result.current.loadMore());
    await waitFor(() => expect(ids(result.current.posts)).toEqual([1, 2, 3]));
    expect(requests[1]?.get('page')).toBe('2');
    expect(result.current.hasMore).toBe(false);

    act(() => result.current.loadMore());
    expect(requests).toHaveLength(2);
  });

  it('starts again at page 1 with the new filters when the query changes', async () => {
    const requests = fakeListApi((page, params) => ({
      ids: params.get('minPrice') ? [10] : page === 1 ? [1] : [2],
      totalPageCount: 2,
    }));
    const { result, rerender } = renderHook((query: PostListParams) => usePagedPosts(query), {
      wrapper,
      initialProps: {},
    });
    await waitFor(() => expect(ids(result.current.posts)).toEqual([1]));
    act(() => result.current.loadMore());
    await waitFor(() => expect(ids(result.current.posts)).toEqual([1, 2]));

    rerender({ minPrice: '5' });
    // The old list never shows under the new filters.
    expect(result.current.posts).toEqual([]);
    await waitFor(() => expect(ids(result.current.posts)).toEqual([10]));
    expect(requests.at(-1)?.get('page')).toBe('1');
    expect(requests.at(-1)?.get('minPrice')).toBe('5');
  });

  it('empties the list on an error and keeps the status code', async () => {
    let fail = false;
    fakeListApi((page) => (fail ? { status: 404 } : { ids: [page], totalPageCount: 3 }));
    const { result } = renderHook(() => usePagedPosts({}), { wrapper });
    await waitFor(() => expect(ids(result.current.posts)).toEqual([1]));
    fail = true;
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.errorStatus).toBe(404));
    expect(result.current.posts).toEqual([]);
    expect(result.current.hasMore).toBe(false);
    expect(result.current.loading).toBe(false);

    fail = false;
    act(() => result.current.reload());
    await waitFor(() => expect(ids(result.current.posts)).toEqual([1]));
    expect(result.current.errorStatus).toBeNull();
  });

  it('keeps status 0 when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    const { result } = renderHook(() => usePagedPosts({}), { wrapper });
    await waitFor(() => expect(result.current.errorStatus).toBe(0));
  });

  it('waits while not enabled', async () => {
    const requests = fakeListApi(() => ({ ids: [1] }));
    const { result, rerender } = renderHook((enabled: boolean) => usePagedPosts({}, { enabled }), {
      wrapper,
      initialProps: false,
    });
    act(() => result.current.loadMore());
    expect(requests).toHaveLength(0);
    expect(result.current.loading).toBe(true);
    rerender(true);
    await waitFor(() => expect(ids(result.current.posts)).toEqual([1]));
  });
});
