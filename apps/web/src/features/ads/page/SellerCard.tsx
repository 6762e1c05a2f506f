import type { Post, PostSeller } from '@skelbimai/contract';
import { useQuery } from '@tanstack/react-query';
import { sellerName } from '../../../lib/contract.ts';
import { formatDate } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { t } from '../../../messages/lt.ts';
import { Avatar } from '../../../ui/Avatar/Avatar.tsx';
import { ButtonLink } from '../../../ui/Button/Button.tsx';
import { Card } from '../../../ui/Card/Card.tsx';
import { Heading, Text } from '../../../ui/Text/Text.tsx';
import { TextLink } from '../../../ui/TextLink/TextLink.tsx';
import { WriteToSeller } from '../../messages/index.ts';
import { SellerRating } from '../../ratings/SellerRating.tsx';
import { SellerBadgesOf, sellerQuery } from '../../sellers/index.ts';
import { PhoneButton } from './PhoneButton.tsx';
import styles from './SellerCard.module.css';

/**
 * Who posted the ad: display name (or 'Pardavėjas') linking to the seller's page, member since, the phone on
 * request, and 'Visi pardavėjo skelbimai (N)'. 'Parašyti pardavėjui' only while the ad is not sold.
 */
export function SellerCard({ post }: { post: Post }) {
  const name = sellerName(post.seller?.displayName);
  return (
    <Card as="section" aria-label={t.adPage.seller}>
      <Heading level={2} className={styles.overline}>
        {t.adPage.seller}
      </Heading>
      <div className={styles.who}>
        {/* The name follows as text: the letter would only repeat it to a screen reader. */}
        <span aria-hidden="true">
          <Avatar name={name} src={post.seller?.pictureUrl} />
        </span>
        <div className={styles.names}>
          {post.seller ? (
            <TextLink
              to={paths.seller(post.seller.id)}
              tone="inherit"
              className={styles.name}
              data-testid="seller-name"
            >
              {name}
            </TextLink>
          ) : (
            <Text className={styles.name} data-testid="seller-name">
              {name}
            </Text>
          )}
          {post.seller && (
            <Text variant="body2" tone="secondary">
              {t.adPage.memberSince(formatDate(post.seller.memberSince))}
            </Text>
          )}
          {post.seller && <SellerCardRating sellerId={post.seller.id} />}
        </div>
      </div>
      {post.seller && <SellerBadgesOf sellerId={post.seller.id} className={styles.badges} />}
      {/* A sold ad takes no new conversation (the API answers 409); one already started goes on from 'Žinutės'. */}
      {post.status !== 'sold' && <WriteToSeller postId={post.id} ownerId={post.creatorId} />}
      <PhoneButton postId={post.id} />
      {post.seller && <AllSellerAds seller={post.seller} />}
    </Card>
  );
}

/**
 * The link to the seller's page, with their active ad count once their card is known (the server's render
 * fetches it with the ad). A seller the API does not show (blocked, only a moderator sees the ad) gets no link.
 */
function AllSellerAds({ seller }: { seller: PostSeller }) {
  const query = useQuery(sellerQuery(seller.id));
  if (query.isError) return null;
  return (
    <ButtonLink
      to={paths.seller(seller.id)}
      variant="text"
      fullWidth
      className={styles.allAds}
      data-testid="seller-ads-link"
    >
      {t.adPage.allSellerAds(query.data ? query.data.activeAdCount : null)}
    </ButtonLink>
  );
}

/** The seller's published ratings once their card is known (GetSeller, fetched with the ad by the server's render). */
function SellerCardRating({ sellerId }: { sellerId: string }) {
  const query = useQuery(sellerQuery(sellerId));
  return query.data ? <SellerRating rating={query.data.rating} /> : null;
}
