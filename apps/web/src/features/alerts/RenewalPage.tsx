import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RenewalInfo } from '@skelbimai/contract';
import { Link } from 'react-router';
import { formatDateTime } from '../../lib/dates.ts';
import { paths } from '../../lib/paths.ts';
import { t, tal } from '../../messages/index.ts';
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
        <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
          {tal.renewal.asks(described.title, formatDateTime(described.expiresAt))}
        </Typography>
      )}
      done={(answer) => (
        <>
          {answer.messages.join(' ')}
          {answer.data && ` ${tal.renewal.renewedUntil(formatDateTime(answer.data.expiresAt))}`}
        </>
      )}
      footer={(described) => (
        <Stack direction="row" spacing={2} sx={{ mt: 2, flexWrap: 'wrap' }} useFlexGap>
          {described && (
            <Typography variant="body2">
              <Link to={paths.ad(described.postId)}>{tal.renewal.open}</Link>
            </Typography>
          )}
          <Typography variant="body2">
            <Link to={paths.myAds}>{tal.renewal.myAds}</Link>
          </Typography>
        </Stack>
      )}
    />
  );
}
