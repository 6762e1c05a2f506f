import type { RenewalInfo } from '@skelbimai/contract';
import { formatDateTime } from '../../lib/dates.ts';
import { paths } from '../../lib/paths.ts';
import { tal } from '../../messages/alerts.ts';
import { t } from '../../messages/lt.ts';
import { Text } from '../../ui/Text/Text.tsx';
import { TextLink } from '../../ui/TextLink/TextLink.tsx';
import styles from './alerts.module.css';
import { SignedLinkView } from './SignedLinkView.tsx';

/**
 * /pratesti?token=: an expiry reminder's renewal link. Works once: a used link, or an ad sold or removed since,
 * shows the API's message.
 */
export default function RenewalPage() {
  return (
    <SignedLinkView<RenewalInfo>
      title={t.pages.renewal}
      path="/api/renewal"
      noTokenText={tal.renewal.noToken}
      buttonLabel={tal.renewal.button}
      question={(described) => (
        <Text className={styles.question}>
          {tal.renewal.asks(described.title, formatDateTime(described.expiresAt))}
        </Text>
      )}
      done={(answer) => (
        <>
          {answer.messages.join(' ')}
          {answer.data && ` ${tal.renewal.renewedUntil(formatDateTime(answer.data.expiresAt))}`}
        </>
      )}
      footer={(described) => (
        <div className={styles.links}>
          {described && (
            <Text variant="body2">
              <TextLink to={paths.ad(described.postId)}>{tal.renewal.open}</TextLink>
            </Text>
          )}
          <Text variant="body2">
            <TextLink to={paths.myAds}>{tal.renewal.myAds}</TextLink>
          </Text>
        </div>
      )}
    />
  );
}
