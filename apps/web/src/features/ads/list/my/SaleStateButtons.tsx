import type { Post } from '@skelbimai/contract';
import { useState } from 'react';
import { isApiError } from '../../../../api/index.ts';
import { useSnackbar } from '../../../../components/snackbar/index.ts';
import { tmy } from '../../../../messages/myAds.ts';
import { Button } from '../../../../ui/Button/Button.tsx';
import { iconBookmarkAddedOutlined } from '../../../../ui/icons/iconBookmarkAddedOutlined.ts';
import { iconSellOutlined } from '../../../../ui/icons/iconSellOutlined.ts';
import { markPostReserved, markPostSold } from '../../postApi.ts';

/**
 * The owner's 'Rezervuota' toggle and 'Parduota', for an active ad. Sold leaves the lists at once,
 * so `onChanged` gets the changed ad to show its new state and to forget the lists.
 */
export function SaleStateButtons({ post, onChanged }: { post: Post; onChanged: (post: Post) => void }) {
  const snackbar = useSnackbar();
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<Post>, done: string) => {
    setBusy(true);
    try {
      onChanged(await call());
      snackbar.show({ text: done, color: 'success' });
    } catch (error) {
      snackbar.show({ text: isApiError(error) ? error.messages.join(' ') : undefined, color: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        variant="secondary"
        startIcon={iconBookmarkAddedOutlined}
        disabled={busy}
        aria-pressed={post.reserved}
        onClick={() =>
          run(() => markPostReserved(post.id, !post.reserved), post.reserved ? tmy.unreservedDone : tmy.reservedDone)
        }
      >
        {post.reserved ? tmy.unreserve : tmy.reserve}
      </Button>
      <Button
        size="small"
        variant="secondary"
        startIcon={iconSellOutlined}
        disabled={busy}
        onClick={() => run(() => markPostSold(post.id), tmy.soldDone)}
      >
        {tmy.markSold}
      </Button>
    </>
  );
}
