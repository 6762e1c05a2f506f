import { describe, expect, it, vi } from 'vitest';
import { lazyPage, reloadOnceForChunkError } from './lazyPage.ts';

const Page = () => null;

describe('chunk load failure', () => {
  it('reloads at most once per 60 s', () => {
    const reload = vi.fn();
    expect(reloadOnceForChunkError(reload, 1_000_000)).toBe(true);
    expect(reloadOnceForChunkError(reload, 1_030_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkError(reload, 1_060_001)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('gives the route its Component when the chunk loads', async () => {
    await expect(lazyPage(async () => ({ default: Page }))()).resolves.toEqual({ Component: Page });
  });

  it('throws to the error page when a reload already happened within the minute', async () => {
    sessionStorage.setItem('skelbimai.chunkReloadAt', String(Date.now()));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(lazyPage(() => Promise.reject(failure))()).rejects.toBe(failure);
  });
});
