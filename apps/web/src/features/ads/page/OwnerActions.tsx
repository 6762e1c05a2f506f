import type { Post } from '@skelbimai/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api/index.ts';
import { useRenderNow } from '../../../components/RenderClock.tsx';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { formatDate } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { countLt } from '../../../lib/plural.ts';
import { t } from '../../../messages/lt.ts';
import { Button, ButtonLink } from '../../../ui/Button/Button.tsx';
import { iconAdd } from '../../../ui/icons/iconAdd.ts';
import { iconEdit } from '../../../ui/icons/iconEdit.ts';
import { iconInsightsOutlined } from '../../../ui/icons/iconInsightsOutlined.ts';
import { iconRefresh } from '../../../ui/icons/iconRefresh.ts';
import { Icon } from '../../../ui/icons.tsx';
import { Stack } from '../../../ui/Layout/Layout.tsx';
import { Heading, Text } from '../../../ui/Text/Text.tsx';
import { PromoteButton } from '../../wallet/promote.ts';
import { postListKeys } from '../api.ts';
import { canRenew, displayStatus } from '../list/my/myPostActions.ts';
import { forgetRecentLists } from '../list/usePagedPosts.ts';
import { postKeys, renewPost } from '../postApi.ts';
import styles from './OwnerActions.module.css';
import { ShareButton } from './ShareButton.tsx';
import { ViewCount } from './ViewCount.tsx';

/**
 * The owner's own ad: their actions instead of 'Pažymėti / Slėpti / Pranešti' – edit, a sold ad's 'Įkelti
 * panašų skelbimą', renew (when 'Mano skelbimai' would offer it), promote (the existing dialog, active ads only), share, and the statistics
 * there are: the ad's view count (no statistics page exists yet, so no link to one).
 */
export function OwnerActions({ post }: { post: Post }) {
  const queryClient = useQueryClient();
  const snackbar = useSnackbar();
  const [renewing, setRenewing] = useState(false);
  // The server's render time while hydrating, so the server and the browser offer the same buttons.
  const now = useRenderNow() ?? Date.now();
  const status = displayStatus(post, now);

  // Lists and counts show the ad differently now: the next visit asks again.
  const afterChange = () => {
    forgetRecentLists();
    void queryClient.invalidateQueries({ queryKey: postListKeys.all });
  };
  const renew = async () => {
    setRenewing(true);
    try {
      const renewed = await renewPost(post.id);
      queryClient.setQueryData(postKeys.single(post.id), renewed);
      afterChange();
      snackbar.show({ text: t.adPage.renewed(formatDate(renewed.expiresAt)), color: 'success' });
    } catch (error) {
      snackbar.show({ text: isApiError(error) ? error.messages.join(' ') : undefined, color: 'error' });
    } finally {
      setRenewing(false);
    }
  };

  return (
    <section aria-label={t.adPage.ownerActions} data-testid="owner-actions">
      <Heading level={2} className={styles.overline}>
        {t.adPage.ownerActions}
      </Heading>
      <Stack direction="row" gap={1} align="center" wrap>
        <ButtonLink to={paths.editAd(post.id)} startIcon={iconEdit} variant="secondary" size="small">
          {t.adPage.edit}
        </ButtonLink>
        {status === 'sold' && (
          <ButtonLink to={paths.similarAd(post.id)} startIcon={iconAdd} variant="primary" size="small">
            {t.adPage.postSimilar}
          </ButtonLink>
        )}
        {canRenew(post, now) && (
          <Button size="small" variant="primary" startIcon={iconRefresh} loading={renewing} onClick={renew}>
            {t.adPage.renew}
          </Button>
        )}
        {status === 'active' && (
          <PromoteButton
            post={post}
            onOrdered={() => {
              afterChange();
              void queryClient.invalidateQueries({ queryKey: postKeys.single(post.id) });
            }}
          />
        )}
        <ShareButton title={post.title} />
      </Stack>
      <Text variant="body2" tone="secondary" className={styles.statistics} data-testid="owner-statistics">
        <Icon icon={iconInsightsOutlined} size="small" />
        {t.adPage.statistics}: <ViewCount post={post}>{(count) => countLt(count, t.plural.views)}</ViewCount>
      </Text>
    </section>
  );
}
