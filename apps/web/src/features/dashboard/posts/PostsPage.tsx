import type { AdminPostReport } from '@skelbimai/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { tadm } from '../../../messages/admin.ts';
import { t } from '../../../messages/lt.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Switch } from '../../../ui/Choice/Choice.tsx';
import { iconBlock } from '../../../ui/icons/iconBlock.ts';
import { iconCheck } from '../../../ui/icons/iconCheck.ts';
import { iconClose } from '../../../ui/icons/iconClose.ts';
import { iconLockOpen } from '../../../ui/icons/iconLockOpen.ts';
import { adminPostsQuery } from '../api.ts';
import { DashboardNav } from '../DashboardNav.tsx';
import { DataList } from '../list/DataList.tsx';
import { ListFrame } from '../list/ListFrame.tsx';
import { ListPager } from '../list/ListPager.tsx';
import { useListParams } from '../list/useListParams.ts';
import { BlockPostDialog } from './BlockPostDialog.tsx';
import { MessageReports } from './MessageReports.tsx';
import { PostReports } from './PostReports.tsx';
import styles from './PostsPage.module.css';
import { postColumns } from './postColumns.tsx';
import { RatingReports } from './RatingReports.tsx';
import { ResolveReportDialog } from './ResolveReportDialog.tsx';
import { usePostModeration } from './usePostModeration.ts';

/** /dashboard/posts: every ad in every status, its reports in its row, blocking and unblocking. */
export function PostsPage() {
  const list = useListParams();
  const onlyReported = list.get('onlyReported') === 'true';
  const onlyHeld = list.get('onlyHeld') === 'true';
  const targetUserId = list.get('targetUserId');
  const query = {
    searchKeyword: list.keyword,
    onlyReported: onlyReported ? 'true' : undefined,
    onlyHeld: onlyHeld ? 'true' : undefined,
    targetUserId,
    page: list.page,
  };
  const posts = useQuery(adminPostsQuery(query));
  const moderation = usePostModeration();
  const [resolving, setResolving] = useState<AdminPostReport | null>(null);
  const [blocking, setBlocking] = useState<number | null>(null);
  const items = posts.data?.items ?? [];

  return (
    <>
      <DashboardNav />
      <ListFrame
        title={t.pages.dashboardPosts}
        isLoading={posts.isPending}
        error={posts.error}
        onRetry={() => posts.refetch()}
        isEmpty={items.length === 0}
        totalCount={posts.data?.totalCount}
        totalCountCapped={posts.data?.totalCountCapped}
        filters={
          <>
            <Switch
              className={styles.switch}
              label={tadm.posts.onlyReported}
              checked={onlyReported}
              onChange={(event) => list.setFilters({ onlyReported: event.target.checked ? 'true' : '' })}
            />
            <Switch
              className={styles.switch}
              label={tadm.posts.onlyHeld}
              checked={onlyHeld}
              onChange={(event) => list.setFilters({ onlyHeld: event.target.checked ? 'true' : '' })}
            />
            {targetUserId && (
              // The filter shown as a removable chip: pressing it shows every user's ads again.
              <Button
                size="small"
                endIcon={iconClose}
                className={styles.userFilter}
                onClick={() => list.setFilters({ targetUserId: '' })}
              >
                {tadm.posts.ofUser}
              </Button>
            )}
          </>
        }
      >
        <DataList
          label={t.pages.dashboardPosts}
          items={items}
          itemKey={(post) => post.id}
          columns={postColumns}
          actionsLabel={tadm.list.actions}
          details={(post) =>
            post.postReports.length > 0 ? (
              <PostReports reports={post.postReports} postTitle={post.title} onResolve={setResolving} />
            ) : null
          }
          actions={(post) => (
            <>
              {post.status === 'held' && (
                <Button
                  variant="text"
                  size="small"
                  className={styles.release}
                  startIcon={iconCheck}
                  disabled={moderation.release.isPending}
                  onClick={() => moderation.release.mutate(post.id)}
                  aria-label={tadm.posts.releaseOf(post.title)}
                >
                  {tadm.posts.release}
                </Button>
              )}
              {post.status === 'blocked' ? (
                <Button
                  variant="text"
                  size="small"
                  startIcon={iconLockOpen}
                  disabled={moderation.unblock.isPending}
                  onClick={() => moderation.unblock.mutate(post.id)}
                  aria-label={tadm.posts.unblockOf(post.title)}
                >
                  {tadm.posts.unblock}
                </Button>
              ) : post.status !== 'deleted' ? (
                <Button
                  variant="text"
                  size="small"
                  className={styles.block}
                  startIcon={iconBlock}
                  onClick={() => setBlocking(post.id)}
                  aria-label={tadm.posts.blockOf(post.title)}
                >
                  {tadm.posts.block}
                </Button>
              ) : null}
            </>
          )}
        />
        <ListPager page={list.page} totalPages={posts.data?.totalPages ?? 1} onChange={list.setPage} />
      </ListFrame>
      <MessageReports />
      <RatingReports />

      {resolving && (
        <ResolveReportDialog
          report={resolving}
          busy={moderation.resolve.isPending}
          onCancel={() => setResolving(null)}
          onResolve={async (body) => {
            await moderation.resolve.mutateAsync(body);
            setResolving(null);
          }}
        />
      )}
      {blocking !== null && (
        <BlockPostDialog
          postId={blocking}
          busy={moderation.block.isPending}
          onCancel={() => setBlocking(null)}
          onBlock={async (reason, ruleId) => {
            await moderation.block.mutateAsync({ postId: blocking, reason, ruleId });
            setBlocking(null);
          }}
        />
      )}
    </>
  );
}
