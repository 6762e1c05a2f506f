import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorText } from '../../../api/errorText.ts';
import { useSnackbar } from '../../../components/snackbar/index.ts';
// The auth feature's context only: its index reaches the account panel, which opens this dialog (a cycle).
import { useAuth } from '../../../lib/authContext.ts';
import { tw } from '../../../messages/index.ts';
import { createPayment, topUpOptionsQuery } from '../api.ts';
import { browserLocation } from '../browser.ts';
import { BalanceSummary } from './BalanceSummary.tsx';
import { PayingDialog, type PayingStep } from './PayingDialog.tsx';
import { TermsDialog } from './TermsDialog.tsx';
import { TopUpOptions } from './TopUpOptions.tsx';

/**
 * 'Sąskaitos papildymas' (PRODUCT.md §2, §5, §8): pick an option (the first is preselected), see the
 * balance before and after, accept the terms, and go to the payment provider's page.
 */
export default function TopUpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const snackbar = useSnackbar();
  const { user } = useAuth();
  const options = useQuery(topUpOptionsQuery);
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [termsOpen, setTermsOpen] = useState(false);
  const [paying, setPaying] = useState<PayingStep | null>(null);

  // PRODUCT.md §8: 'Klaida gaunant pasiūlymus: {error}'.
  const loadError = options.error;
  useEffect(() => {
    if (loadError) snackbar.show({ text: tw.topUp.optionsError(errorText(loadError)), color: 'error' });
  }, [loadError, snackbar]);

  const selected = options.data?.find((option) => option.id === chosenId) ?? options.data?.[0] ?? null;
  const termsError = submitted && !agreed;

  const pay = async () => {
    setSubmitted(true);
    // PRODUCT.md §5: no order is created unless the form validates.
    if (!agreed || !selected) return;
    setPaying('creating');
    try {
      const payment = await createPayment(selected.id);
      setPaying('redirecting');
      browserLocation.assign(payment.paymentLink);
    } catch (error) {
      setPaying('failed');
      snackbar.show({ text: tw.topUp.orderError(errorText(error)), color: 'error' });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      aria-labelledby="top-up-title"
      slotProps={{ paper: { sx: { maxWidth: { sm: 800 } } } }}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void pay();
        }}
        sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}
      >
        <DialogTitle id="top-up-title">{tw.topUp.title}</DialogTitle>
        <DialogContent dividers>
          <TopUpOptions options={options.data} selectedId={selected?.id ?? null} onSelect={setChosenId} />
          <BalanceSummary balance={user?.walletBalance ?? 0} option={selected} />
          <FormControlLabel
            sx={{ mt: 2, alignItems: 'flex-start' }}
            control={
              <Checkbox
                checked={agreed}
                onChange={(event) => setAgreed(event.target.checked)}
                sx={{ mt: -1 }}
                slotProps={{ input: { 'aria-describedby': termsError ? 'top-up-terms-error' : undefined } }}
              />
            }
            label={
              <>
                {tw.topUp.agreePrefix}
                <Link
                  component="button"
                  type="button"
                  onClick={(event: React.MouseEvent) => {
                    // The link sits inside the checkbox's label: opening the terms must not tick it.
                    event.preventDefault();
                    setTermsOpen(true);
                  }}
                  sx={{ verticalAlign: 'baseline' }}
                >
                  {tw.topUp.agreeLink}
                </Link>
              </>
            }
          />
          {termsError && (
            <FormHelperText error id="top-up-terms-error" role="alert">
              {tw.topUp.agreeRequired}
            </FormHelperText>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onClose} color="inherit">
            {tw.topUp.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={!selected || paying === 'creating'}>
            {tw.topUp.submit}
          </Button>
        </DialogActions>
      </Box>
      <TermsDialog
        open={termsOpen}
        onAnswer={(answer) => {
          setAgreed(answer);
          setTermsOpen(false);
        }}
      />
      <PayingDialog step={paying} onClose={() => setPaying(null)} />
    </Dialog>
  );
}
