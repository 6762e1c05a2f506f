import Typography from '@mui/material/Typography';
import type { UnsubscribeResult } from '@skelbimai/contract';
import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { t, tal } from '../../messages/index.ts';
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
      question={(described) => <Typography sx={{ mb: 2 }}>{stops(described)}</Typography>}
      done={(answer) => answer.messages.join(' ')}
      footer={() => (
        <Typography variant="body2" sx={{ mt: 2 }}>
          <Link to={paths.account}>{tal.unsubscribe.settingsHint}</Link>
        </Typography>
      )}
    />
  );
}
