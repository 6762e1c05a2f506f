import { useQuery } from '@tanstack/react-query';
import { to } from '../../messages/offers.ts';
import { Text } from '../../ui/Text/Text.tsx';
import { acceptedOffersQuery } from './offerApi.ts';
import styles from './offers.module.css';

/** 'Priimtas pasiūlymas: 1 200 €' under one of the owner's ads (the latest accepted; nothing without one). */
export function AcceptedOfferNote({ postId }: { postId: number }) {
  const offers = useQuery(acceptedOffersQuery);
  const accepted = offers.data?.find((entry) => entry.postId === postId);
  if (!accepted) return null;
  return (
    <Text variant="body2" className={styles.acceptedNote} data-testid={`ad-accepted-offer-${postId}`}>
      {to.acceptedOnAd(accepted.amount)}
    </Text>
  );
}
