import type { savedLimits } from '@skelbimai/contract';
import { type ReactNode, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeading } from '../../components/PageHeading.tsx';
import { t } from '../../messages/lt.ts';
import { tsv } from '../../messages/saved.ts';
import { Alert } from '../../ui/Alert/Alert.tsx';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';
import { Text } from '../../ui/Text/Text.tsx';
import { EmptyList } from '../ads/index.ts';
import { listQuery } from '../ads/list/listQuery.ts';
import { PostList } from '../ads/list/PostList.tsx';
import { useAuth } from '../auth/index.ts';
import { usePageTitle } from '../site/index.ts';
import { useSavedPosts } from './context.ts';
import { useFavoriteStates } from './favoriteStates.ts';
import { GoneFavorites } from './GoneFavorites.tsx';
import { readGuestSet, type SavedKind } from './guestSets.ts';
import styles from './SavedAdsView.module.css';

interface Props {
  kind: SavedKind;
  title: string;
  /** One line under the heading: what the list is and how an ad gets in or out. */
  intro: string;
  emptyText: string;
}

/**
 * How many ids one list request may name (the contract's savedLimits.postIdsPerQuery, typed against it;
 * the value is written out so this page does not load zod).
 */
const GUEST_IDS_PER_QUERY: typeof savedLimits.postIdsPerQuery = 100;

/** A guest's most recently saved ads, as many as one list request may name, newest first. */
function guestIds(kind: SavedKind): string {
  return [...readGuestSet(kind)]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, GUEST_IDS_PER_QUERY)
    .map((post) => post.postId)
    .join(',');
}

/**
 * A guest's ids as they were when the page opened (or when sign-in state settled). Fixed on purpose:
 * 'Rodyti' or 'Atžymėti' on a card here keeps the card, with its toggle to take the change back, instead
 * of restarting the list at page 1 on every click. Opening the page again shows the set as it is.
 */
function useIdsAtOpening(kind: SavedKind): string {
  const saved = useSavedPosts();
  const frozen = useRef<{ mode: string; ids: string } | null>(null);
  const mode = `${saved.storage}:${saved.ready}`;
  if (frozen.current?.mode !== mode) frozen.current = { mode, ids: saved.storage === 'guest' ? guestIds(kind) : '' };
  return frozen.current.ids;
}

/**
 * /mano/pazymeti and /mano/paslepti. Signed in: the server's list target (favorites, hidden). A guest's sets
 * live in this browser, so the public list is asked for exactly those ads. Paged, searchable from the
 * toolbar's search bar (the search stays in the address).
 */
export function SavedAdsView({ kind, title, intro, emptyText }: Props) {
  usePageTitle(title);
  const saved = useSavedPosts();
  const [params] = useSearchParams();
  const ids = useIdsAtOpening(kind);
  const searching = (params.get('searchKeyword') ?? '').trim() !== '';
  // A signed-in user's bookmarks: the price at bookmarking, and the ones sold, expired or removed.
  const auth = useAuth();
  const userId =
    kind === 'favorites' && saved.storage === 'server' && auth.status === 'logged' ? (auth.user?.id ?? null) : null;
  const states = useFavoriteStates(userId);
  const savedPrices = new Map((states.data ?? []).map((item) => [item.postId, item.savedPrice]));

  let content: ReactNode;
  if (!saved.ready) {
    content = (
      <div className={styles.loading}>
        <Spinner label={t.app.loading} />
      </div>
    );
  } else if (saved.storage === 'guest' && ids === '') {
    content = <EmptyList text={emptyText} showPostAd={false} />;
  } else {
    const fixed = saved.storage === 'server' ? { listTarget: kind } : { listTarget: 'public', postIds: ids };
    content = (
      <PostList
        query={listQuery(params, fixed)}
        emptyText={searching ? tsv.searchEmpty : emptyText}
        showPostAd={false}
        // These pages show the sets themselves: a bookmarked ad that is also hidden is still listed here.
        dropHidden={false}
        label={title}
        previousPriceOf={userId ? (post) => savedPrices.get(post.id) : undefined}
      />
    );
  }

  return (
    <>
      <PageHeading>{title}</PageHeading>
      <Text tone="secondary" className={styles.intro}>
        {intro}
      </Text>
      {saved.ready && saved.storage === 'guest' && (
        <Alert severity="info" role="none" className={styles.guestNote}>
          {tsv.guestNote}
        </Alert>
      )}
      {content}
      {userId && states.data && <GoneFavorites items={states.data} userId={userId} />}
    </>
  );
}
