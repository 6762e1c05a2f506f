import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

/**
 * True below the 'sm' breakpoint (600 px). Read synchronously (noSsr) so phones never flash the
 * desktop toolbar; one rendered variant also keeps accessible names unique for tests.
 */
export function useIsPhone(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
}

/** True below the 'md' breakpoint (900 px): the toolbar's new-ad button shrinks to an icon to leave the search bar room. */
export function useIsNarrow(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
}
