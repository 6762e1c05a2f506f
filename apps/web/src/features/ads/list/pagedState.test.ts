import { describe, expect, it } from 'vitest';
import { initialPagedState, nextPage, pagedReducer } from './pagedState.ts';

type Item = { id: number };
const start = initialPagedState<Item>('q');

describe('paged list state (PRODUCT.md §4 Paging)', () => {
  it('starts at page 0 of 1, empty, and asks for page 1', () => {
    expect(start).toMatchObject({ items: [], paging: { currentPage: 0, totalPages: 1 }, errorStatus: null });
    expect(nextPage(start)).toBe(1);
  });

  it('replaces the list with page 1 and appends later pages', () => {
    const page1 = pagedReducer(start, { type: 'loaded', page: 1, items: [{ id: 1 }, { id: 2 }], totalPages: 2 });
    expect(page1.items.map((item) => item.id)).toEqual([1, 2]);
    expect(nextPage(page1)).toBe(2);
    const page2 = pagedReducer(page1, { type: 'loaded', page: 2, items: [{ id: 3 }], totalPages: 2 });
    expect(page2.items.map((item) => item.id)).toEqual([1, 2, 3]);
    const again = pagedReducer(page2, { type: 'loaded', page: 1, items: [{ id: 9 }], totalPages: 2 });
    expect(again.items.map((item) => item.id)).toEqual([9]);
  });

  it("keeps page 1's search suggestion through later pages and takes a new page 1's", () => {
    const page1 = pagedReducer(start, {
      type: 'loaded',
      page: 1,
      items: [{ id: 1 }],
      totalPages: 2,
      suggestion: 'dviratis',
    });
    expect(page1.suggestion).toBe('dviratis');
    const page2 = pagedReducer(page1, { type: 'loaded', page: 2, items: [{ id: 2 }], totalPages: 2, suggestion: null });
    expect(page2.suggestion).toBe('dviratis');
    expect(pagedReducer(page2, { type: 'loaded', page: 1, items: [], totalPages: 1 }).suggestion).toBeNull();
  });

  it('asks for nothing once the current page reaches the total, while loading, or after an error', () => {
    const last = pagedReducer(start, { type: 'loaded', page: 1, items: [{ id: 1 }], totalPages: 1 });
    expect(nextPage(last)).toBeNull();
    expect(nextPage(pagedReducer(start, { type: 'request' }))).toBeNull();
    expect(nextPage(pagedReducer(start, { type: 'failed', status: 500 }))).toBeNull();
  });

  it('empties the list on an error and keeps the status code', () => {
    const loaded = pagedReducer(start, { type: 'loaded', page: 1, items: [{ id: 1 }], totalPages: 3 });
    const failed = pagedReducer(pagedReducer(loaded, { type: 'request' }), { type: 'failed', status: 404 });
    expect(failed.items).toEqual([]);
    expect(failed.errorStatus).toBe(404);
    expect(failed.loading).toBe(false);
  });

  it('a reset starts over for the new query', () => {
    const loaded = pagedReducer(start, { type: 'loaded', page: 2, items: [{ id: 1 }], totalPages: 3 });
    expect(pagedReducer(loaded, { type: 'reset', key: 'other' })).toEqual(initialPagedState('other'));
  });

  it('removes and replaces single ads in place', () => {
    const loaded = pagedReducer(start, { type: 'loaded', page: 1, items: [{ id: 1 }, { id: 2 }], totalPages: 1 });
    expect(pagedReducer(loaded, { type: 'remove', id: 1 }).items).toEqual([{ id: 2 }]);
    const replaced = pagedReducer(loaded, { type: 'replace', item: { id: 2, x: 1 } as Item });
    expect(replaced.items[1]).toEqual({ id: 2, x: 1 });
  });
});
