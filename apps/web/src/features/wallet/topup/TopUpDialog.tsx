import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { errorText } from '../../../api/errorText.ts';
import { useSnackbar } from '../../../components/snackbar/index.ts';
// The auth feature's context only: its index reaches the account panel, which opens this dialog (a cycle).
import { useAuth } from '../../../lib/authContext.ts';
import { tw } from '../../../messages/wallet.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Checkbox } from '../../../ui/Choice/Choice.tsx';
import { Dialog } from '../../../ui/Dialog/Dialog.tsx';
import { createPayment, topUpOptionsQuery } from '../api.ts';
import { browserLocation } from '../browser.ts';
import { BalanceSummary } from './BalanceSummary.tsx';
import { PayingDialog, type PayingStep } from './PayingDialog.tsx';
import { TermsDialog } from './TermsDialog.tsx';
import { TopUpOptions } from './TopUpOptions.tsx';
import styles from './topUp.module.css';

/**
 * 'Sąskaitos papildymas' (PRODUCT.md §2, §5, §8): pick an option (the first is preselected), see the
 * balance before and after, accept the terms, and go to the payment provider's page.
 */
export default function TopUpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const formId = useId();
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
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={tw.topUp.title}
      size="large"
      className={styles.dialog}
      actions={
        <>
          <Button variant="text" onClick={onClose}>
            {tw.topUp.cancel}
          </Button>
          <Button type="submit" form={formId} variant="primary" disabled={!selected || paying === 'creating'}>
            {tw.topUp.submit}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void pay();
        }}
      >
        <TopUpOptions options={options.data} selectedId={selected?.id ?? null} onSelect={setChosenId} />
        <BalanceSummary balance={user?.walletBalance ?? 0} option={selected} />
        <Checkbox
          className={styles.terms}
          checked={agreed}
          onChange={(event) => setAgreed(event.target.checked)}
          aria-describedby={termsError ? 'top-up-terms-error' : undefined}
          label={
            <>
              {tw.topUp.agreePrefix}
              <button
                type="button"
                className={styles.termsLink}
                onClick={(event) => {
                  // The link sits inside the checkbox's label: opening the terms must not tick it.
                  event.preventDefault();
                  setTermsOpen(true);
                }}
              >
                {tw.topUp.agreeLink}
              </button>
            </>
          }
        />
        {termsError && (
          <p id="top-up-terms-error" role="alert" className={styles.termsError}>
            {tw.topUp.agreeRequired}
          </p>
        )}
      </form>
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
