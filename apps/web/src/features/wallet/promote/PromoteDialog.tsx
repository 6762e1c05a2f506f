import type { Order } from '@skelbimai/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../api/errorText.ts';
import { isApiError } from '../../../api/index.ts';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { useAuth } from '../../../lib/authContext.ts';
import { paths } from '../../../lib/paths.ts';
import { tw } from '../../../messages/wallet.ts';
import { Alert } from '../../../ui/Alert/Alert.tsx';
import { Button } from '../../../ui/Button/Button.tsx';
import { cx } from '../../../ui/cx.ts';
import { Dialog } from '../../../ui/Dialog/Dialog.tsx';
import { advertServicePacksQuery, advertServicesQuery } from '../../pricing/index.ts';
import { createOrder, walletKeys } from '../api.ts';
import { addEuros, formatEuros } from '../money.ts';
import { useTopUpDialog } from '../topUpDialog.tsx';
import { type ChoiceKey, PromoteChoices } from './PromoteChoices.tsx';
import styles from './promote.module.css';

interface PromoteDialogProps {
  post: { id: number; title: string };
  open: boolean;
  onClose: () => void;
  onOrdered?: (order: Order) => void;
}

/**
 * Buy one service or one pack for the ad, paid from the wallet at once: price, balance before and
 * after, and a top-up offer when the balance is short (the server's 402 has the last word).
 */
export default function PromoteDialog({ post, open, onClose, onOrdered }: PromoteDialogProps) {
  const { user, refresh } = useAuth();
  const snackbar = useSnackbar();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const topUp = useTopUpDialog();
  const services = useQuery(advertServicesQuery);
  const packs = useQuery(advertServicePacksQuery);
  const [choice, setChoice] = useState<ChoiceKey | null>(null);
  const [shortMessage, setShortMessage] = useState<string | null>(null);

  const [kind, rawId] = choice ? (choice.split('-') as ['service' | 'pack', string]) : [null, ''];
  const chosenId = Number(rawId);
  const price =
    (kind === 'service' ? services.data?.find((s) => s.id === chosenId)?.price : undefined) ??
    (kind === 'pack' ? packs.data?.find((p) => p.id === chosenId)?.price : undefined) ??
    0;
  const balance = user?.walletBalance ?? 0;
  const after = addEuros(balance, -price);
  const short = choice !== null && after < 0;

  const order = useMutation({
    mutationFn: () =>
      createOrder(kind === 'pack' ? { postId: post.id, packId: chosenId } : { postId: post.id, serviceId: chosenId }),
    onSuccess: async (created) => {
      await refresh();
      void queryClient.invalidateQueries({ queryKey: [...walletKeys.all, 'transactions'] });
      void queryClient.invalidateQueries({ queryKey: walletKeys.promotions });
      onOrdered?.(created);
      snackbar.show({ text: tw.promote.ordered(created.identifier), color: 'success' });
      onClose();
      navigate(paths.order(created.id));
    },
    onError: (error) => {
      // 402: the balance did not cover it; nothing was charged. Offer a top-up with the server's words.
      if (isApiError(error) && error.status === 402) {
        setShortMessage(errorText(error));
        void refresh();
        return;
      }
      snackbar.show({ text: tw.topUp.orderError(errorText(error)), color: 'error' });
    },
  });

  const loadFailed = services.isError || packs.isError;
  return (
    <Dialog
      open={open}
      // While the order is being made, Escape and the backdrop leave it open.
      onOpenChange={(next) => {
        if (!next && !order.isPending) onClose();
      }}
      title={<span className={styles.title}>{tw.promote.title(post.title)}</span>}
      actions={
        <>
          <Button variant="text" onClick={onClose} disabled={order.isPending}>
            {tw.promote.cancel}
          </Button>
          <Button variant="primary" disabled={choice === null || order.isPending} onClick={() => order.mutate()}>
            {tw.promote.confirm}
          </Button>
        </>
      }
    >
      {loadFailed ? (
        <Alert severity="error">{tw.promote.loadError}</Alert>
      ) : (
        <PromoteChoices
          services={services.data}
          packs={packs.data}
          value={choice}
          onChange={(key) => {
            setChoice(key);
            setShortMessage(null);
          }}
        />
      )}
      <div className={styles.sums}>
        <Sum label={tw.promote.price} value={formatEuros(price)} testId="promote-price" />
        <Sum label={tw.promote.balance} value={formatEuros(balance)} testId="promote-balance" />
        <Sum label={tw.promote.balanceAfter} value={formatEuros(after)} testId="promote-after" short={short} strong />
        {(short || shortMessage) && (
          <Alert
            severity="warning"
            className={styles.shortAlert}
            action={
              topUp && (
                <Button variant="text" size="small" onClick={topUp.open}>
                  {tw.promote.topUp}
                </Button>
              )
            }
          >
            {shortMessage ?? tw.promote.short(formatEuros(-after))}
          </Alert>
        )}
      </div>
    </Dialog>
  );
}

interface SumProps {
  label: string;
  value: string;
  testId: string;
  /** Below zero after the purchase: in red. */
  short?: boolean;
  strong?: boolean;
}

function Sum({ label, value, testId, short, strong }: SumProps) {
  return (
    <p className={cx(styles.sum, strong && styles.strong)}>
      <span>{label}</span>
      <span className={cx(short && styles.short)} data-testid={testId}>
        {value}
      </span>
    </p>
  );
}
