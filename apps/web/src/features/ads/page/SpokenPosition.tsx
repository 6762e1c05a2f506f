import Box from '@mui/material/Box';
import { t } from '../../../messages/index.ts';

const visuallyHidden = {
  position: 'absolute',
  // Strings: in sx a bare 1 would mean 100%.
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * 'Nuotrauka 2 iš 5' for screen readers, announced as the picture changes (a polite status): the visible counter
 * says '2 / 5', which a reader would speak as a fraction, so that one is hidden from them (issue 30).
 */
export function SpokenPosition({ index, count, testId }: { index: number; count: number; testId: string }) {
  return (
    <Box role="status" sx={visuallyHidden} data-testid={testId}>
      {t.adPage.gallery.position(index + 1, count)}
    </Box>
  );
}
