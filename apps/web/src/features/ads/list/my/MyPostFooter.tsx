import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Post } from '@skelbimai/contract';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../../lib/dates.ts';
import { paths } from '../../../../lib/paths.ts';
import { t } from '../../../../messages/index.ts';
import { AdConversationCount } from '../../../messages/index.ts';
import { MyAdStatement } from '../../../moderation/index.ts';
import { ActivePromotions, PromoteButton } from '../../../wallet/promote.ts';
import { MyPostTotals } from './MyPostTotals.tsx';
import { canRenew, displayStatus } from './myPostActions.ts';
import { SaleStateButtons } from './SaleStateButtons.tsx';

const statusColor = {
  active: 'success',
  expired: 'warning',
  blocked: 'error',
  deleted: 'default',
  sold: 'default',
  held: 'warning',
} as const;

interface MyPostFooterProps {
  post: Post;
  busy: boolean;
  onRenew: (post: Post) => void;
  onDelete: (post: Post) => void;
  /** A promotion was bought: the lists that show the ad are stale. */
  onPromoted?: () => void;
  /** Marked 'Rezervuota' or 'Parduota': the changed ad. */
  onSaleStateChanged: (post: Post) => void;
}

/**
 * Under each of the owner's cards: status, views, expiry, a blocked ad's statement of reasons and its appeal,
 * the running paid services with their ends, and the edit / renew / promote / delete buttons.
 */
export function MyPostFooter({ post, busy, onRenew, onDelete, onPromoted, onSaleStateChanged }: MyPostFooterProps) {
  const status = displayStatus(post);
  const expiry = formatDate(post.expiresAt);
  return (
    <Stack spacing={1} data-testid={`my-post-${post.id}`}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip size="small" color={statusColor[status]} label={t.ads.my.status[status]} />
        {post.reserved && status === 'active' && <Chip size="small" color="info" label={t.ads.reserved} />}
        <Typography
          variant="body2"
          color="textSecondary"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <VisibilityOutlinedIcon fontSize="inherit" aria-hidden />
          {t.ads.my.views(post.viewCount)}
        </Typography>
        <Typography variant="body2" color={status === 'expired' ? 'warning.dark' : 'text.secondary'}>
          {expiryText(post, status, expiry)}
        </Typography>
        <AdConversationCount postId={post.id} />
        <MyPostTotals post={post} />
      </Stack>
      {status === 'held' && (
        <Typography variant="body2" color="warning.dark" data-testid="held-note">
          {t.ads.my.held}
        </Typography>
      )}
      {(status === 'blocked' || status === 'held') && (
        <MyAdStatement
          postId={post.id}
          withoutStatement={
            status === 'held' &&
            post.blockedReason && (
              <Typography variant="body2" color="warning.dark" data-testid="held-reason">
                {post.blockedReason}
              </Typography>
            )
          }
        />
      )}
      <ActivePromotions postId={post.id} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<EditOutlinedIcon />}
          component={RouterLink}
          to={paths.editAd(post.id)}
        >
          {t.ads.my.edit}
        </Button>
        {canRenew(post) && (
          <Button
            size="small"
            variant="contained"
            startIcon={<RefreshIcon />}
            disabled={busy}
            onClick={() => onRenew(post)}
          >
            {t.ads.my.renew}
          </Button>
        )}
        {status === 'active' && <PromoteButton post={post} onOrdered={onPromoted} />}
        {status === 'active' && <SaleStateButtons post={post} onChanged={onSaleStateChanged} />}
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlinedIcon />}
          disabled={busy}
          onClick={() => onDelete(post)}
        >
          {t.ads.my.delete}
        </Button>
      </Stack>
    </Stack>
  );
}

function expiryText(post: Post, status: Post['status'], expiry: string): string {
  if (status === 'sold' && post.soldAt) return t.ads.my.soldOn(formatDate(post.soldAt));
  return status === 'expired' ? t.ads.my.expired(expiry) : t.ads.my.expires(expiry);
}
