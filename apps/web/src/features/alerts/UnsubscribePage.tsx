import type { UnsubscribeResult } from '@skelbimai/contract';
import { paths } from '../../lib/paths.ts';
import { tal } from '../../messages/alerts.ts';
import { t } from '../../messages/lt.ts';
import { Text } from '../../ui/Text/Text.tsx';
import { TextLink } from '../../ui/TextLink/TextLink.tsx';
import styles from './alerts.module.css';
import { SignedLinkView } from './SignedLinkView.tsx';

/** What the link would stop, in words. */
function stops(result: UnsubscribeResult): string {
  return result.kind === 'savedSearch' ? tal.unsubscribe.savedSearch(result.name) : tal.unsubscribe[result.kind];
}

/** /atsisakyti?token=: the page every alert and notice e-mail links to, to stop what the link names. */
export default function UnsubscribePage() {
  return (
    <SignedLinkView<UnsubscribeResult>
      title={t.pages.unsubscribe}
      path="/api/savedsearches/unsubscribe"
      noTokenText={tal.unsubscribe.noToken}
      buttonLabel={tal.unsubscribe.button}
      question={(described) => <Text className={styles.question}>{stops(described)}</Text>}
      done={(answer) => answer.messages.join(' ')}
      footer={() => (
        <Text variant="body2" className={styles.note}>
          <TextLink to={paths.account}>{tal.unsubscribe.settingsHint}</TextLink>
        </Text>
      )}
    />
  );
}
