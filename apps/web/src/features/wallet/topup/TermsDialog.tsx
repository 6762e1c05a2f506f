import { tw } from '../../../messages/wallet.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Dialog } from '../../../ui/Dialog/Dialog.tsx';
import styles from './topUp.module.css';

interface TermsDialogProps {
  open: boolean;
  /** true for 'Sutinku', false for 'Nesutinku'. */
  onAnswer: (agreed: boolean) => void;
}

/** 'Paslaugų Pirkimo Sąlygos' (PRODUCT.md §2): scrollable, 900 px wide (§9), Sutinku / Nesutinku. */
export function TermsDialog({ open, onAnswer }: TermsDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onAnswer(false);
      }}
      title={tw.terms.title}
      size="large"
      actions={
        <>
          <Button variant="text" onClick={() => onAnswer(false)}>
            {tw.terms.disagree}
          </Button>
          <Button variant="primary" onClick={() => onAnswer(true)}>
            {tw.terms.agree}
          </Button>
        </>
      }
    >
      {tw.terms.paragraphs.map((text, index) => (
        <p key={text} className={styles.term}>
          {index + 1}. {text}
        </p>
      ))}
    </Dialog>
  );
}
