import { type FormEvent, type ReactNode, useId } from 'react';
import { tadm } from '../../../messages/admin.ts';
import { Alert } from '../../../ui/Alert/Alert.tsx';
import { Button } from '../../../ui/Button/Button.tsx';
import { Dialog } from '../../../ui/Dialog/Dialog.tsx';
import styles from './FormDialog.module.css';

/**
 * A dashboard form in a modal dialog: the fields, the server's general messages under them, then 'Atšaukti' and
 * the submit button. The buttons sit in the dialog's footer, outside the `<form>`, so the submit button names
 * the form by its id. While the request runs the dialog does not close.
 */
export function FormDialog({
  title,
  description,
  general,
  busy,
  submitLabel,
  danger = false,
  size = 'small',
  onCancel,
  onSubmit,
  children,
}: {
  title: string;
  description?: ReactNode;
  general: string[];
  busy: boolean;
  submitLabel: string;
  danger?: boolean;
  size?: 'small' | 'medium';
  onCancel: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  const formId = useId();
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !busy && onCancel()}
      title={title}
      description={description}
      size={size}
      actions={
        <>
          <Button variant="text" onClick={onCancel} disabled={busy}>
            {tadm.list.cancel}
          </Button>
          <Button type="submit" form={formId} variant={danger ? 'danger' : 'primary'} disabled={busy}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={onSubmit} noValidate className={styles.form}>
        {children}
        {general.length > 0 && <Alert severity="error">{general.join(' ')}</Alert>}
      </form>
    </Dialog>
  );
}
