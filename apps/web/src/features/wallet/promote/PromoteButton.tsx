import type { Order } from '@skelbimai/contract';
import { lazy, Suspense } from 'react';
import { tw } from '../../../messages/wallet.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { preloadOnIntent, useLazyDialog } from '../../../ui/Dialog/lazyDialog.ts';
import { iconCampaign } from '../../../ui/icons/iconCampaign.ts';
import styles from './promote.module.css';

// The dialog (services, packs, the order call) is fetched on the first click, not with the ad lists.
const loadDialog = () => import('./PromoteDialog.tsx');
const PromoteDialog = lazy(loadDialog);

interface PromoteButtonProps {
  post: { id: number; title: string };
  /** After a paid order: the caller refreshes what shows the ad (lists, the ad page). */
  onOrdered?: (order: Order) => void;
  size?: 'small' | 'medium';
}

/** 'Reklamuoti' on the owner's active ad: opens the dialog that buys a service or a pack from the wallet. */
export function PromoteButton({ post, onOrdered, size = 'small' }: PromoteButtonProps) {
  const { openings, open, openDialog, closeDialog } = useLazyDialog();
  return (
    <>
      <Button
        size={size}
        // Filled amber with dark text, like 'Naujas skelbimas': an outlined amber text is too pale to read.
        variant="primary"
        className={styles.amber}
        startIcon={iconCampaign}
        {...preloadOnIntent(loadDialog)}
        onClick={openDialog}
      >
        {tw.promote.button}
      </Button>
      <Suspense fallback={null}>
        {openings > 0 && (
          <PromoteDialog key={openings} post={post} open={open} onClose={closeDialog} onOrdered={onOrdered} />
        )}
      </Suspense>
    </>
  );
}
