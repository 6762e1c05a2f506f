import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Order } from '@skelbimai/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../api/errorText.ts';
import { isApiError } from '../../../api/index.ts';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { useAuth } from '../../../lib/authContext.ts';
import { paths } from '../../../lib/paths.ts';
import { tw } from '../../../messages/index.ts';
import { advertServicePacksQuery, advertServicesQuery } from '../../pricing/index.ts';
import { createOrder, walletKeys } from '../api.ts';
import { addEuros, formatEuros } from '../money.ts';
import { useTopUpDialog } from '../topUpDialog.tsx';
import { type ChoiceKey, PromoteChoices } from './PromoteChoices.tsx';

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
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
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
      onClose={order.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={phone}
      scroll="paper"
      aria-labelledby="promote-title"
    >
      <DialogTitle id="promote-title" sx={{ overflowWrap: 'anywhere' }}>
        {tw.promote.title(post.title)}
      </DialogTitle>
      <DialogContent dividers>
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
      </DialogContent>
      <Box sx={{ px: 3, pt: 2 }}>
        <Sum label={tw.promote.price} value={formatEuros(price)} testId="promote-price" />
        <Sum label={tw.promote.balance} value={formatEuros(balance)} testId="promote-balance" />
        <Sum
          label={tw.promote.balanceAfter}
          value={formatEuros(after)}
          testId="promote-after"
          color={short ? 'error.main' : undefined}
          strong
        />
        {(short || shortMessage) && (
          <Alert
            severity="warning"
            sx={{ mt: 1 }}
            action={
              topUp && (
                <Button color="inherit" size="small" onClick={topUp.open}>
                  {tw.promote.topUp}
                </Button>
              )
            }
          >
            {shortMessage ?? tw.promote.short(formatEuros(-after))}
          </Alert>
        )}
      </Box>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={order.isPending}>
          {tw.promote.cancel}
        </Button>
        <Button variant="contained" disabled={choice === null || order.isPending} onClick={() => order.mutate()}>
          {tw.promote.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface SumProps {
  label: string;
  value: string;
  testId: string;
  color?: string;
  strong?: boolean;
}

function Sum({ label, value, testId, color, strong }: SumProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
      <Typography sx={{ fontWeight: strong ? 700 : 400 }}>{label}</Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 400, color, whiteSpace: 'nowrap' }} data-testid={testId}>
        {value}
      </Typography>
    </Box>
  );
}
