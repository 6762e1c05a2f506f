import type { ChatMessage, ChatOffer } from '@skelbimai/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../api/index.ts';
import { to } from '../../messages/offers.ts';
import { Button } from '../../ui/Button/Button.tsx';
import { cx } from '../../ui/cx.ts';
import { Text } from '../../ui/Text/Text.tsx';
import { answerOffer, applyOffer } from './offerApi.ts';
import styles from './offers.module.css';

interface OfferBubbleProps {
  conversationId: number;
  message: ChatMessage;
  offer: ChatOffer;
  /** The seller sees 'Priimti' / 'Atmesti' on an open offer. */
  canAnswer: boolean;
}

/** An offer in the thread: 'Pasiūlyta kaina: 1 200 €', its state, and the seller's one-tap answer. */
export function OfferBubble({ conversationId, message, offer, canAnswer }: OfferBubbleProps) {
  const client = useQueryClient();
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [error, setError] = useState('');
  const answer = async (kind: 'accept' | 'decline') => {
    setBusy(kind);
    try {
      applyOffer(client, conversationId, message.id, await answerOffer(offer.id, kind));
      setError('');
    } catch (failure) {
      setError(isApiError(failure) ? failure.messages.join(' ') : to.failed);
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className={cx(styles.offer, message.fromMe && styles.mine)} data-testid="offer">
      <Text as="p" className={styles.amount}>
        {to.offered(offer.amount)}
      </Text>
      <Text as="p" variant="body2" className={cx(styles.status, styles[offer.status])} data-testid="offer-status">
        {to.status[offer.status]}
      </Text>
      {canAnswer && offer.status === 'open' && (
        <div className={styles.actions}>
          <Button
            size="small"
            variant="primary"
            loading={busy === 'accept'}
            disabled={busy !== null}
            onClick={() => void answer('accept')}
          >
            {to.accept}
          </Button>
          <Button
            size="small"
            variant="secondary"
            loading={busy === 'decline'}
            disabled={busy !== null}
            onClick={() => void answer('decline')}
          >
            {to.decline}
          </Button>
        </div>
      )}
      {error && (
        <Text as="p" variant="body2" role="alert" className={styles.error}>
          {error}
        </Text>
      )}
    </div>
  );
}
