import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { ta } from '../../../messages/index.ts';
import { AccountPanel } from './AccountPanel.tsx';
import { type PanelStep, type StartStep, stepTitles } from './steps.ts';

interface Props {
  open: boolean;
  start: StartStep;
  onClose: () => void;
}

/** The account panel as a dialog: full screen on phones, 480–500 px wide otherwise (PRODUCT.md §2, §9). */
export default function AccountPanelDialog({ open, start, onClose }: Props) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [step, setStep] = useState<PanelStep>('empty');
  const titleId = useId();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: fullScreen ? undefined : { width: '100%', minWidth: 480, maxWidth: 500 } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {stepTitles[step] || ta.loading}
      </DialogTitle>
      <IconButton aria-label={ta.close} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 10 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ pt: 0 }}>
        {/* The step stays 'empty' unless the dialog is open (PRODUCT.md §2). */}
        {open && <AccountPanel start={start} onStepChange={setStep} onLeave={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
