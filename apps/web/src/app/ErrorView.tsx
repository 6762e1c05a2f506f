import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { usePageTitle } from '../features/site/index.ts';
import { errorMessages, t } from '../messages/index.ts';

/** The text and a way home; used for unknown routes and for anything a screen throws (PRODUCT.md §2). */
export function ErrorView({ notFound }: { notFound: boolean }) {
  usePageTitle(notFound ? t.pages.notFound : t.pages.error);
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, sm: 10 } }} data-testid="error-page">
      <Typography variant="h5" component="h1" gutterBottom>
        {notFound ? errorMessages.notFoundPage : errorMessages.server}
      </Typography>
      <Button component={Link} to="/" variant="contained" sx={{ mt: 2 }}>
        {t.errorPage.backHome}
      </Button>
    </Box>
  );
}
