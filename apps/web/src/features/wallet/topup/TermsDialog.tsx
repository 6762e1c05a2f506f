import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { tw } from '../../../messages/index.ts';

interface TermsDialogProps {
  open: boolean;
  /** true for 'Sutinku', false for 'Nesutinku'. */
  onAnswer: (agreed: boolean) => void;
}

/** 'Paslaugų Pirkimo Sąlygos' (PRODUCT.md §2): scrollable, 900 px wide (§9), Sutinku / Nesutinku. */
export function TermsDialog({ open, onAnswer }: TermsDialogProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={() => onAnswer(false)}
      scroll="paper"
      fullWidth
      fullScreen={phone}
      aria-labelledby="terms-title"
      slotProps={{ paper: { sx: { maxWidth: { sm: 900 } } } }}
    >
      <DialogTitle id="terms-title">{tw.terms.title}</DialogTitle>
      <DialogContent dividers>
        {tw.terms.paragraphs.map((text, index) => (
          <Typography key={text} sx={{ mb: 1.5 }}>
            {index + 1}. {text}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)} color="inherit">
          {tw.terms.disagree}
        </Button>
        <Button onClick={() => onAnswer(true)} variant="contained">
          {tw.terms.agree}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
