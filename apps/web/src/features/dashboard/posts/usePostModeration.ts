import type { AdminPostReport, BlockPostRequest, ResolveReportRequest } from '@skelbimai/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../api/index.ts';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { tadm } from '../../../messages/admin.ts';
import { type AdminPost, adminCalls, dashboardKeys, type PagedList } from '../api.ts';
import { holdCalls } from '../notices/noticesApi.ts';

function patchPosts(client: QueryClient, change: (post: AdminPost) => AdminPost) {
  client.setQueriesData<PagedList<AdminPost>>({ queryKey: ['dashboard', 'posts'] }, (old) =>
    old ? { ...old, items: old.items.map(change) } : old,
  );
}

/** Replaces the matching report inside the loaded ad (PRODUCT.md §4 'Administration'). */
export function withReport(post: AdminPost, report: AdminPostReport): AdminPost {
  if (post.id !== report.postId) return post;
  return { ...post, postReports: post.postReports.map((r) => (r.id === report.id ? report : r)) };
}

/** Report resolution and ad blocking on /dashboard/posts. */
export function usePostModeration() {
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const settle = () => client.invalidateQueries({ queryKey: dashboardKeys.all });

  const resolve = useMutation({
    mutationFn: (body: ResolveReportRequest) => adminCalls.resolveReport(body),
    onSuccess: (report) => {
      patchPosts(client, (post) => withReport(post, report));
      snackbar.show({ text: tadm.posts.report.done, color: 'success' });
      return settle();
    },
  });

  const block = useMutation({
    mutationFn: (body: BlockPostRequest) => adminCalls.blockPost(body),
    onSuccess: (result) => {
      patchPosts(client, (post) => (post.id === result.id ? { ...post, ...result } : post));
      snackbar.show({ text: tadm.posts.blocked, color: 'success' });
      return settle();
    },
  });

  // 'Patvirtinti' a held ad: active again.
  const release = useMutation({
    mutationFn: (postId: number) => holdCalls.releasePost(postId),
    onSuccess: (_result, postId) => {
      patchPosts(client, (post) => (post.id === postId ? { ...post, status: 'active', blockedReason: null } : post));
      snackbar.show({ text: tadm.posts.released, color: 'success' });
      return settle();
    },
  });

  const unblock = useMutation({
    mutationFn: (postId: number) => adminCalls.unblockPost(postId),
    onSuccess: (result) => {
      patchPosts(client, (post) => (post.id === result.id ? { ...post, ...result } : post));
      snackbar.show({ text: tadm.posts.unblocked, color: 'success' });
      return settle();
    },
    // Unblocking has no dialog to show a refusal in, so it goes to the snackbar.
    onError: (error) => snackbar.show({ text: isApiError(error) ? error.messages.join(' ') : undefined }),
  });

  return { resolve, block, unblock, release };
}
