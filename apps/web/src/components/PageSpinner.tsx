import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { t } from '../messages/index.ts';

/** Centred spinner for a page or a guard that is still waiting for data. */
export function PageSpinner() {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
      <CircularProgress aria-label={t.app.loading} />
    </Box>
  );
}
