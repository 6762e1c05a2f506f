import EditIcon from '@mui/icons-material/Edit';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Post } from '@skelbimai/contract';
import { Link as RouterLink } from 'react-router';
import { Breadcrumbs } from '../../../components/Breadcrumbs.tsx';
import { badgeClassName } from '../../../components/plainChip.ts';
import { formatDateTime } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { t } from '../../../messages/index.ts';
import { useAuth } from '../../auth/index.ts';
import { NoticeButton } from '../../notices/index.ts';
import { ReportPostButton, SavedPostButtons } from '../../saved/index.ts';
import { ActivePromotions } from '../../wallet/promote.ts';
import { formatPrice, postTypeLabel } from '../card/index.ts';
import { OwnerActions } from './OwnerActions.tsx';
import { ShareButton } from './ShareButton.tsx';
import { ViewCount } from './ViewCount.tsx';

/** An edit a minute after posting is still the posting as far as a reader cares. */
const meaningfulEditMs = 60_000;

/**
 * Category trail, title, price, type, place, dates, views and the buttons that act on the ad: a visitor's
 * (favourite, hide, report, share; a moderator's edit too), or, on their own ad, the owner's (OwnerActions).
 */
export function PostSummary({ post, canEdit }: { post: Post; canEdit: boolean }) {
  const edited = Date.parse(post.updatedAt) - Date.parse(post.createdAt) > meaningfulEditMs;
  const { user } = useAuth();
  const owner = user !== null && user.id === post.creatorId;
  return (
    <Box data-testid="ad-summary">
      <Breadcrumbs
        label={t.adPage.categoryTrail}
        small
        items={[
          { label: post.category.name, to: paths.category(post.category.logicalName) },
          {
            label: post.subCategory.name,
            to: paths.category(post.category.logicalName, post.subCategory.logicalName),
          },
        ]}
      />
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontSize: { xs: '1.5rem', sm: '1.9rem' }, fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {post.title}
      </Typography>
      <Typography
        component="p"
        color="primary"
        sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, fontWeight: 700, mt: 1 }}
        data-testid="ad-price"
      >
        {formatPrice(post.price)}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <span className={badgeClassName('default')}>{postTypeLabel(post.postType)}</span>
        {post.promotion.top && <span className={badgeClassName('primary')}>{t.ads.top}</span>}
        {post.promotion.urgent && <span className={badgeClassName('error')}>{t.ads.urgent}</span>}
        <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          <PlaceOutlinedIcon fontSize="small" color="action" />
          {post.location}
        </Typography>
      </Stack>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }}>
        {t.adPage.created(formatDateTime(post.createdAt))}
        {edited && ` · ${t.adPage.updated(formatDateTime(post.updatedAt))}`}
        <br />
        <ViewCount post={post}>{t.adPage.views}</ViewCount> · {t.adPage.adNumber(post.id)}
      </Typography>
      {/* MUI's Divider, drawn by the line's own styles: the component was 1.2 kB of the ad page's scripts. */}
      <Box component="hr" sx={{ mx: 0, my: 1.5, border: 0, borderBottom: 'thin solid', borderColor: 'divider' }} />
      {owner ? (
        <>
          <OwnerActions post={post} />
          {post.status === 'active' && <ActivePromotions postId={post.id} />}
        </>
      ) : (
        <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
          <SavedPostButtons postId={post.id} title={post.title} />
          <ReportPostButton postId={post.id} />
          <NoticeButton postId={post.id} />
          <ShareButton title={post.title} />
          {canEdit && (
            // A moderator's edit of someone else's ad.
            <Button
              component={RouterLink}
              to={paths.editAd(post.id)}
              startIcon={<EditIcon />}
              variant="outlined"
              size="small"
              sx={{ ml: 'auto' }}
            >
              {t.adPage.edit}
            </Button>
          )}
        </Stack>
      )}
    </Box>
  );
}
