import { paths } from '../../../lib/paths.ts';

/**
 * Where Continue goes after signing in (PRODUCT.md §4): the returnUrl query value, else home. Only paths
 * of this site are followed, so a crafted link cannot send a fresh sign-in to another origin.
 */
export function returnUrlFrom(search: string): string {
  const value = new URLSearchParams(search).get('returnUrl')?.trim();
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return paths.home;
  return value;
}
