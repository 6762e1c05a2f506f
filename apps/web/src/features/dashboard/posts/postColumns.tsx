import { formatDate } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { tadm } from '../../../messages/admin.ts';
import { Chip, type ChipProps } from '../../../ui/Badge/Badge.tsx';
import { Text } from '../../../ui/Text/Text.tsx';
import { TextLink } from '../../../ui/TextLink/TextLink.tsx';
import type { AdminPost } from '../api.ts';
import type { Column } from '../list/DataList.tsx';
import { PersonCell } from '../list/PersonCell.tsx';
import styles from './postColumns.module.css';

const statusTones: Record<string, ChipProps['tone']> = {
  active: 'success',
  held: 'warning',
  expired: 'neutral',
  blocked: 'error',
  deleted: 'neutral',
};

export function openReportCount(post: AdminPost): number {
  return post.postReports.filter((report) => report.state === 'open').length;
}

export const postColumns: Column<AdminPost>[] = [
  {
    key: 'title',
    label: tadm.posts.title,
    render: (post) => (
      <TextLink to={paths.ad(post.id)}>
        #{post.id} {post.title}
      </TextLink>
    ),
  },
  {
    key: 'owner',
    label: tadm.posts.owner,
    render: (post) =>
      post.creatorId ? (
        <PersonCell
          person={post.owner ?? { id: post.creatorId, fullName: null, email: null }}
          to={`${paths.dashboardPosts}?targetUserId=${encodeURIComponent(post.creatorId)}`}
        />
      ) : (
        '—'
      ),
  },
  {
    key: 'status',
    label: tadm.posts.status,
    render: (post) => (
      <>
        <Chip size="small" variant="outlined" tone={statusTones[post.status]}>
          {tadm.posts.statuses[post.status]}
        </Chip>
        {post.status === 'held' && post.blockedReason && (
          <Text as="div" variant="caption" tone="secondary" className={styles.reason}>
            {tadm.posts.heldReason(post.blockedReason)}
          </Text>
        )}
        {post.status === 'blocked' && post.blockedReason && (
          <Text as="div" variant="caption" tone="secondary" className={styles.reason}>
            {tadm.posts.blockedReason(post.blockedReason)}
          </Text>
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
      // The figure alone is read as the whole sentence ('Neišspręsti pranešimai: 2').
      return open > 0 ? (
        <Chip size="small" tone="warning" role="img" aria-label={tadm.posts.openReports(open)}>
          {open}
        </Chip>
      ) : (
        post.postReports.length
      );
    },
  },
  { key: 'created', label: tadm.posts.created, render: (post) => formatDate(post.createdAt) },
];
