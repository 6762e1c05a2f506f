import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { errorMessages, t } from '../../../messages/index.ts';

/** The text for a failed list: the status code decides (PRODUCT.md §8). */
export function listErrorText(status: number): string {
  if (status === 404) return errorMessages.notFoundPage;
  if (status === 0) return t.ads.errorNetwork;
  return errorMessages.server;
}

export function ListError({ status, onRetry }: { status: number; onRetry: () => void }) {
  return (
    <Alert
      severity={status === 404 ? 'warning' : 'error'}
      data-testid="post-list-error"
      action={
        status === 404 ? undefined : (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t.ads.retry}
          </Button>
        )
      }
    >
      {listErrorText(status)}
    </Alert>
  );
}

/** Nothing to show: say why and offer the next step (a corrected search, post an ad) instead of a blank page. */
export function EmptyList({
  text,
  showPostAd = true,
  suggestion = null,
}: {
  text: string;
  showPostAd?: boolean;
  /** "Ar turėjote omenyje …?": the API's correction of the search, shown as a link that searches it. */
  suggestion?: string | null;
}) {
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 4, sm: 6 }, px: 2 }} data-testid="post-list-empty">
      <Typography variant="h6" component="p" gutterBottom>
        {text}
      </Typography>
      {suggestion && <DidYouMean suggestion={suggestion} />}
      {showPostAd && (
        <>
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            {t.ads.emptyHint}
          </Typography>
          <Button component={Link} to={paths.newAd} variant="contained" startIcon={<AddIcon />}>
            {t.ads.postAd}
          </Button>
        </>
      )}
    </Box>
  );
}

/** 'Ar turėjote omenyje „{word}“?' with the word as a link to the same list searching it (other filters kept). */
export function DidYouMean({ suggestion }: { suggestion: string }) {
  const [params] = useSearchParams();
  const next = new URLSearchParams(params);
  next.set('searchKeyword', suggestion);
  next.delete('page');
  return (
    <Typography sx={{ mb: 2 }} data-testid="search-suggestion">
      {t.ads.didYouMean} <Link to={{ search: `?${next.toString()}` }}>„{suggestion}“</Link>?
    </Typography>
  );
}
