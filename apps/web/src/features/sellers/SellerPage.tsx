import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../api/index.ts';
import { ErrorView } from '../../app/ErrorView.tsx';
import { lazyPart } from '../../components/lazyPart.tsx';
import { NetworkErrorAlert } from '../../components/NetworkErrorAlert.tsx';
import { sellerName } from '../../lib/contract.ts';
import { t } from '../../messages/lt.ts';
import { Heading } from '../../ui/Text/Text.tsx';
import { useMinimumDisplay } from '../ads/index.ts';
import { PostList } from '../ads/list/PostList.tsx';
import { usePageTitle } from '../site/index.ts';
import { parseSellerId, sellerAdsQuery, sellerQuery } from './api.ts';
import { SellerHeader, SellerHeaderSkeleton } from './SellerHeader.tsx';
import styles from './SellerPage.module.css';

// The ratings' list with its answer and report forms loads beside the page, not in its first script, and only for a
// seller who has published ratings (PRODUCT.md §27); before hydrating when the server rendered it (lazyPart).
const SellerRatings = lazyPart('seller-ratings', async () => ({
  default: (await import('../ratings/index.ts')).SellerRatings,
}));

/**
 * /pardavejas/{userId}: who the seller is (name or 'Pardavėjas', member since, which contacts are
 * confirmed) and their active ads, server-rendered. An id that is no uuid, an unknown, deleted or blocked
 * seller is the 404 display (the server sets the status).
 */
export default function SellerPage() {
  const id = parseSellerId(useParams().userId);
  if (id === null) return <ErrorView notFound />;
  return <SellerById id={id} />;
}

function SellerById({ id }: { id: string }) {
  const query = useQuery(sellerQuery(id));
  const seller = query.data;
  const status = query.isError ? (isApiError(query.error) ? query.error.status : 500) : null;
  const notFound = status === 404 || status === 400;
  // The server's title for the same address (modules/pages): the seller's name.
  usePageTitle(seller ? sellerName(seller.displayName) : t.pages.seller);
  const loading = useMinimumDisplay(query.isPending);

  if (status === 0) {
    return <NetworkErrorAlert onRetry={() => void query.refetch()} />;
  }
  if (status !== null) return <ErrorView notFound={notFound} />;
  return (
    <>
      {loading || !seller ? <SellerHeaderSkeleton /> : <SellerHeader seller={seller} />}
      <section aria-labelledby="seller-ads" className={styles.ads}>
        <Heading level={2} size="h6" id="seller-ads" className={styles.title}>
          {t.sellerPage.ads}
          {seller ? ` (${seller.activeAdCount})` : ''}
        </Heading>
        <PostList
          query={sellerAdsQuery(id)}
          emptyText={t.sellerPage.empty}
          showPostAd={false}
          label={t.sellerPage.adsLabel}
        />
      </section>
      {seller && seller.rating.count > 0 && (
        <Suspense fallback={null}>
          <SellerRatings sellerId={id} count={seller.rating.count} />
        </Suspense>
      )}
    </>
  );
}
