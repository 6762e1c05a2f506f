import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { ta } from '../../../messages/index.ts';

interface Props {
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitText?: string;
  canSubmit: boolean;
  pending?: boolean;
  children: ReactNode;
}

/** The frame of the account edit dialogs: a title, a form, 'Atšaukti' and the save button. */
export function EditDialog({
  title,
  onClose,
  onSubmit,
  submitText = ta.dialogs.save,
  canSubmit,
  pending,
  children,
}: Props) {
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit } as object }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {ta.dialogs.cancel}
        </Button>
        <Button type="submit" variant="contained" disabled={!canSubmit} loading={pending}>
          {submitText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
