import { type FormEventHandler, type ReactNode, useId } from 'react';
import { ta } from '../../../messages/account.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Dialog } from '../../../ui/Dialog/Dialog.tsx';
import styles from './account.module.css';

interface Props {
  title: string;
  onClose: () => void;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitText?: string;
  canSubmit: boolean;
  pending?: boolean;
  /** The form's own class, for a form laid out otherwise than one column (the picture's). */
  className?: string;
  children: ReactNode;
}

/**
 * The frame of the account edit dialogs: a title, a form, 'Atšaukti' and the save button. The buttons sit in the
 * dialog's footer, outside the form element, and submit it through `form=`; a running request keeps it open.
 */
export function EditDialog({
  title,
  onClose,
  onSubmit,
  submitText = ta.dialogs.save,
  canSubmit,
  pending,
  className,
  children,
}: Props) {
  const formId = useId();
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      title={title}
      closeLabel={ta.close}
      size="small"
      actions={
        <>
          <Button variant="text" onClick={onClose} disabled={pending}>
            {ta.dialogs.cancel}
          </Button>
          <Button type="submit" form={formId} variant="primary" disabled={!canSubmit} loading={pending}>
            {submitText}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={onSubmit} className={className ?? styles.form}>
        {children}
      </form>
    </Dialog>
  );
}
