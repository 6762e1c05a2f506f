import { useSnackbar } from '../../../components/snackbar/index.ts';
import { ta } from '../../../messages/account.ts';
import { CodeConfirmFields } from '../codes/CodeConfirmFields.tsx';
import { type CodeRequest, useCodeConfirmation } from '../codes/useCodeConfirmation.ts';
import { EditDialog } from './EditDialog.tsx';

export type { CodeRequest };

/**
 * The code confirmation dialog of PRODUCT.md §2 ('Atšaukti' / 'Patvirtinti'). On success the user is
 * refreshed and the dialogs close (PRODUCT.md §4).
 */
export function CodeConfirmDialog({
  request,
  onCancel,
  onConfirmed,
}: {
  request: CodeRequest;
  onCancel: () => void;
  onConfirmed: () => void;
}) {
  const snackbar = useSnackbar();
  const state = useCodeConfirmation(request, () => {
    snackbar.show({
      text: request.kind === 'email' ? ta.dialogs.emailConfirmed : ta.dialogs.phoneConfirmed,
      color: 'success',
    });
    onConfirmed();
  });

  return (
    <EditDialog
      title={request.kind === 'email' ? ta.dialogs.codeTitleEmail : ta.dialogs.codeTitlePhone}
      submitText={ta.dialogs.confirm}
      onClose={onCancel}
      pending={state.confirm.isPending}
      canSubmit={state.canSubmit}
      onSubmit={state.onSubmit}
    >
      <CodeConfirmFields request={request} state={state} />
    </EditDialog>
  );
}
