import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** One column of row cards on phones, two to four columns of tiles on wider screens. */
export const postGridSx = {
  display: 'grid',
  gap: { xs: 1.5, sm: 2 },
  gridTemplateColumns: {
    xs: 'minmax(0, 1fr)',
    sm: 'repeat(2, minmax(0, 1fr))',
    md: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

export function PostGrid({ children, label, busy }: { children: ReactNode; label: string; busy?: boolean }) {
  return (
    <Box component="ul" sx={postGridSx} aria-label={label} aria-busy={busy || undefined}>
      {children}
    </Box>
  );
}

export function PostGridItem({ children }: { children: ReactNode }) {
  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      {children}
    </Box>
  );
}
