import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { isApiError } from '../../api/index.ts';
import { ErrorView } from '../../app/ErrorPage.tsx';
import { adPageName } from '../../lib/contract.ts';
import { t } from '../../messages/index.ts';
import { useAuth } from '../auth/index.ts';
import { usePageTitle } from '../site/index.ts';
import { useMinimumDisplay } from './list/useMinimumDisplay.ts';
import { AdPageSkeleton } from './page/AdPageSkeleton.tsx';
import { AdView } from './page/AdView.tsx';
import { parsePostId, singlePostQuery } from './postApi.ts';

/**
 * /skelbimas/{id}. A bad id, a missing or a deleted ad is the 404 display; other failures keep their
 * status code for the error display (SPEC.md §8), and a dropped connection offers to try again.
 */
export default function AdPage() {
  const id = parsePostId(useParams().id);
  if (id === null) return <ErrorView notFound />;
  return <AdById id={id} />;
}

function AdById({ id }: { id: number }) {
  const auth = useAuth();
  const query = useQuery(singlePostQuery(id));
  const post = query.data;
  const status = query.isError ? (isApiError(query.error) ? query.error.status : 500) : null;
  const notFound = status === 404 || status === 400;
  // The same title ErrorView would set: this parent's effect runs after the child's and would win.
  // An ad's name is its title, price and town: the server's page title for the same address (modules/pages).
  usePageTitle(status === null ? (post ? adPageName(post) : t.pages.ad) : notFound ? t.pages.notFound : t.pages.error);
  const loading = useMinimumDisplay(query.isPending);

  if (status !== null) {
    if (status === 0) {
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t.ads.retry}
            </Button>
          }
        >
          {t.ads.errorNetwork}
        </Alert>
      );
    }
    return <ErrorView notFound={notFound} />;
  }
  if (loading || !post) return <AdPageSkeleton />;

  const canEdit = auth.hasRole || (auth.user !== null && auth.user.id === post.creatorId);
  return <AdView post={post} canEdit={canEdit} />;
}
