import type { GoneAd } from '@skelbimai/contract';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../api/index.ts';
import { ErrorView } from '../../app/ErrorView.tsx';
import { NetworkErrorAlert } from '../../components/NetworkErrorAlert.tsx';
import { adPageName, errorMessages } from '../../lib/contract.ts';
import { t } from '../../messages/lt.ts';
import { useAuth } from '../auth/index.ts';
import { usePageTitle } from '../site/index.ts';
import { useMinimumDisplay } from './list/useMinimumDisplay.ts';
import { AdPageSkeleton } from './page/AdPageSkeleton.tsx';
import { GoneAdView } from './page/GoneAdView.tsx';
import { PostView } from './page/PostView.tsx';
import { goneAdOf, parsePostId, postKeys, reportView, singlePostQuery } from './postApi.ts';

/**
 * /skelbimas/{id}. A bad id or an id no ad had is the 404 display; an ad that existed and is no longer shown
 * (410) says so, with its category and similar ads; other failures keep their status code for the error display
 * (PRODUCT.md §8), and a dropped connection offers to try again.
 */
export default function AdPage() {
  const id = parsePostId(useParams().id);
  if (id === null) return <ErrorView notFound />;
  return <AdById id={id} />;
}

function AdById({ id }: { id: number }) {
  const auth = useAuth();
  // A gone ad the server's render found (its 410 is not sent along as a failed query): no need to ask again.
  const renderedGone = useQuery<GoneAd>({ queryKey: postKeys.gone(id), queryFn: skipToken }).data;
  const query = useQuery({ ...singlePostQuery(id), enabled: renderedGone === undefined });
  const post = query.data;
  const gone = renderedGone ?? goneAdOf(query.error);
  const status = gone ? 410 : query.isError ? (isApiError(query.error) ? query.error.status : 500) : null;
  const notFound = status === 404 || status === 400;
  useReportedView(id, post !== undefined);
  // The same title ErrorView would set: this parent's effect runs after the child's and would win.
  // An ad's name is its title, price and town: the server's page title for the same address (modules/pages).
  usePageTitle(
    status === null
      ? post
        ? adPageName(post)
        : t.pages.ad
      : gone
        ? errorMessages.goneAdTitle
        : notFound
          ? t.pages.notFound
          : t.pages.error,
  );
  const loading = useMinimumDisplay(query.isPending && !gone);

  if (gone) return <GoneAdView gone={gone} />;
  if (status !== null) {
    if (status === 0) {
      return <NetworkErrorAlert onRetry={() => void query.refetch()} />;
    }
    return <ErrorView notFound={notFound} />;
  }
  if (loading || !post) return <AdPageSkeleton />;

  const canEdit = auth.hasRole || (auth.user !== null && auth.user.id === post.creatorId);
  return <PostView post={post} canEdit={canEdit} />;
}

/**
 * Once the ad is on screen in the browser (never in the server's render: effects do not run there), tells the
 * server a person is looking, once per ad page visit, and shows the count that answer gives.
 */
function useReportedView(id: number, shown: boolean) {
  const queryClient = useQueryClient();
  const reported = useRef<number | null>(null);
  useEffect(() => {
    if (!shown || reported.current === id) return;
    reported.current = id;
    reportView(id)
      .then((viewCount) => {
        if (viewCount === null) return;
        // Under a key of its own, not in the ad: a new ad object re-rendered the whole page in one synchronous
        // task right after hydration (a query update is a store update, never a transition); now only the
        // count's text does (useViewCount).
        queryClient.setQueryData<number>(postKeys.views(id), viewCount);
      })
      // A lost view is not worth a message: the ad is on screen either way.
      .catch(() => {});
  }, [id, shown, queryClient]);
}
