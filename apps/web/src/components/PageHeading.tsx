import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The one h1 of a page; sized down on phones where a display-size title would wrap badly. */
export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' }, mb: 2 }}>
      {children}
    </Typography>
  );
}
