import type { Post } from '@skelbimai/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../api/index.ts';
import { useSnackbar } from '../../components/snackbar/index.ts';
import { formatDate } from '../../lib/dates.ts';
import { t } from '../../messages/lt.ts';
import { tmy } from '../../messages/myAds.ts';
import { categoriesQuery } from '../categories/index.ts';
import { usePageTitle } from '../site/index.ts';
import { postListKeys } from './api.ts';
import { ListHeading } from './list/ListHeading.tsx';
import { listQuery } from './list/listQuery.ts';
import { DeletePostDialog } from './list/my/DeletePostDialog.tsx';
import { MyPostFooter } from './list/my/MyPostFooter.tsx';
import { PostListView } from './list/PostList.tsx';
import { forgetRecentLists, usePagedPosts } from './list/usePagedPosts.ts';
import { deletePost, renewPost } from './postApi.ts';

/**
 * /mano/skelbimai: the owner's ads in every status but deleted (listTarget=my, paged), searchable
 * through the toolbar's search bar, with edit, renew, 'Rezervuota', 'Parduota' and delete.
 */
export default function MyAdsPage() {
  usePageTitle(t.pages.myAds);
  const [params] = useSearchParams();
  const list = usePagedPosts(listQuery(params, { listTarget: 'my' }));
  const snackbar = useSnackbar();
  const queryClient = useQueryClient();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<Post | null>(null);

  // Public lists and category counts changed: the next visit fetches them again.
  const afterChange = () => {
    forgetRecentLists();
    void queryClient.invalidateQueries({ queryKey: postListKeys.all });
    void queryClient.invalidateQueries({ queryKey: categoriesQuery.queryKey });
  };
  const fail = (error: unknown) =>
    snackbar.show({ text: isApiError(error) ? error.messages.join(' ') : undefined, color: 'error' });

  const renew = async (post: Post) => {
    setBusyId(post.id);
    try {
      const renewed = await renewPost(post.id);
      list.replacePost(renewed);
      afterChange();
      snackbar.show({ text: tmy.renewed(formatDate(renewed.expiresAt)), color: 'success' });
    } catch (error) {
      fail(error);
    } finally {
      setBusyId(null);
    }
  };

  const remove = async (post: Post) => {
    setBusyId(post.id);
    try {
      await deletePost(post.id);
      list.removePost(post.id);
      setToDelete(null);
      afterChange();
      snackbar.show({ text: tmy.deleted, color: 'success' });
    } catch (error) {
      setToDelete(null);
      fail(error);
    } finally {
      setBusyId(null);
    }
  };

  const searching = (params.get('searchKeyword') ?? '').trim() !== '';
  return (
    <>
      <ListHeading title={t.pages.myAds} />
      <PostListView
        list={list}
        label={t.pages.myAds}
        emptyText={searching ? t.ads.emptySearch : tmy.empty}
        dropHidden={false}
        // The owner's own ads need no favourite or hide buttons.
        renderActions={() => false}
        renderFooter={(post) => (
          <MyPostFooter
            post={post}
            busy={busyId === post.id}
            onRenew={renew}
            onDelete={setToDelete}
            onPromoted={afterChange}
            onSaleStateChanged={(changed) => {
              list.replacePost(changed);
              afterChange();
            }}
          />
        )}
      />
      <DeletePostDialog
        post={toDelete}
        busy={toDelete !== null && busyId === toDelete.id}
        onCancel={() => setToDelete(null)}
        onConfirm={remove}
      />
    </>
  );
}
