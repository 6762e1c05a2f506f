import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
  testId?: string;
}

/** Label and value pairs of a payment or an order: two columns from tablets up, stacked on phones. */
export function DetailList({ details }: { details: Detail[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1 },
        m: 0,
        '& dd': { m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' },
      }}
    >
      {details.map((detail) => (
        <Box key={detail.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="textSecondary">
            {detail.label}
          </Typography>
          <Typography component="dd" sx={{ fontWeight: 500 }} data-testid={detail.testId}>
            {detail.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
