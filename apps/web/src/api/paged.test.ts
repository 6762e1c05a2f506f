import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/fetchMock.ts';
import { getPage, initialPaging, mergePage, pageToRequest } from './paged.ts';

afterEach(() => vi.unstubAllGlobals());

describe('paging rules (PRODUCT.md §4)', () => {
  it('starts at page 0 of 1 and asks for page 1 first', () => {
    expect(initialPaging).toEqual({ currentPage: 0, totalPages: 1 });
    expect(pageToRequest(initialPaging)).toBe(1);
  });

  it('asks for the next page until the total is reached', () => {
    expect(pageToRequest({ currentPage: 1, totalPages: 3 })).toBe(2);
    expect(pageToRequest({ currentPage: 3, totalPages: 3 })).toBeNull();
    expect(pageToRequest({ currentPage: 1, totalPages: 0 })).toBeNull();
  });

  it('always allows an explicit page', () => {
    expect(pageToRequest({ currentPage: 3, totalPages: 3 }, 1)).toBe(1);
  });

  it('replaces the list on page 1 and appends later pages', () => {
    expect(mergePage([1, 2], [3], 1)).toEqual([3]);
    expect(mergePage([1, 2], [3], 2)).toEqual([1, 2, 3]);
  });

  it('reads data and pagination.totalPageCount', async () => {
    const fetch = mockFetch({
      '/api/posts/list': {
        body: { succeeded: true, data: ['a'], messages: [], errors: [], pagination: { totalPageCount: 4 } },
      },
    });
    await expect(getPage('/api/posts/list', 2, { listTarget: 'my' })).resolves.toEqual({
      items: ['a'],
      page: 2,
      totalPages: 4,
    });
    expect(String(fetch.mock.calls[0]?.[0])).toBe('/api/posts/list?listTarget=my&page=2');
  });
});
