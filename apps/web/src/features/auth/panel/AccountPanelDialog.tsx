import { useState } from 'react';
import { ta } from '../../../messages/account.ts';
import { Dialog } from '../../../ui/Dialog/Dialog.tsx';
import { AccountPanel } from './AccountPanel.tsx';
import styles from './panel.module.css';
import { type PanelStep, type StartStep, stepTitles } from './steps.ts';

interface Props {
  open: boolean;
  start: StartStep;
  onClose: () => void;
}

/** The account panel as a dialog: full screen on phones, 480–500 px wide otherwise (PRODUCT.md §2, §9). */
export default function AccountPanelDialog({ open, start, onClose }: Props) {
  const [step, setStep] = useState<PanelStep>('empty');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={stepTitles[step] || ta.loading}
      closeLabel={ta.close}
      className={styles.dialog}
      fullScreenOnPhone
    >
      {/* The step stays 'empty' unless the dialog is open (PRODUCT.md §2). */}
      {open && <AccountPanel start={start} onStepChange={setStep} onLeave={onClose} />}
    </Dialog>
  );
}
