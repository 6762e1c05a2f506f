import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { tadm } from '../../../messages/admin.ts';
import type { AdminPost } from '../api.ts';
import type { Column } from '../list/DataList.tsx';

const statusColors: Record<string, 'success' | 'default' | 'error' | 'warning'> = {
  active: 'success',
  held: 'warning',
  expired: 'default',
  blocked: 'error',
  deleted: 'default',
};

export function openReportCount(post: AdminPost): number {
  return post.postReports.filter((report) => report.state === 'open').length;
}

export const postColumns: Column<AdminPost>[] = [
  {
    key: 'title',
    label: tadm.posts.title,
    render: (post) => (
      <Link component={RouterLink} to={paths.ad(post.id)}>
        #{post.id} {post.title}
      </Link>
    ),
  },
  {
    key: 'owner',
    label: tadm.posts.owner,
    render: (post) =>
      post.creatorId ? (
        <Link component={RouterLink} to={`${paths.dashboardPosts}?targetUserId=${encodeURIComponent(post.creatorId)}`}>
          {post.seller?.fullName || post.creatorId.slice(0, 8)}
        </Link>
      ) : (
        '—'
      ),
  },
  {
    key: 'status',
    label: tadm.posts.status,
    render: (post) => (
      <>
        <Chip
          size="small"
          variant="outlined"
          color={statusColors[post.status]}
          label={tadm.posts.statuses[post.status]}
        />
        {post.status === 'held' && post.blockedReason && (
          <Typography variant="caption" component="div" color="textSecondary" sx={{ mt: 0.5 }}>
            {tadm.posts.heldReason(post.blockedReason)}
          </Typography>
        )}
        {post.status === 'blocked' && post.blockedReason && (
          <Typography variant="caption" component="div" color="textSecondary" sx={{ mt: 0.5 }}>
            {tadm.posts.blockedReason(post.blockedReason)}
          </Typography>
        )}
      </>
    ),
  },
  {
    key: 'reports',
    label: tadm.posts.reports,
    numeric: true,
    render: (post) => {
      const open = openReportCount(post);
      return open > 0 ? (
        <Chip size="small" color="warning" label={open} aria-label={tadm.posts.openReports(open)} />
      ) : (
        post.postReports.length
      );
    },
  },
  { key: 'created', label: tadm.posts.created, render: (post) => formatDate(post.createdAt) },
];
