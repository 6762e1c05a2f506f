import Typography from '@mui/material/Typography';
import { codeConfirmationSchema, type User } from '@skelbimai/contract';
import { useMutation } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { ta } from '../../../messages/index.ts';
import { ACCOUNT_MUTATION, authApi } from '../accountApi.ts';
import { useAuth } from '../context.ts';
import { CodeFields } from '../forms/CodeFields.tsx';
import { FormErrors } from '../forms/FormErrors.tsx';
import { useZodForm } from '../forms/useZodForm.ts';
import type { ContactKind } from './ContactDialog.tsx';
import { EditDialog } from './EditDialog.tsx';

/** A code was sent: to confirm the current address ('verify') or a new one ('change'). */
export interface CodeRequest {
  kind: ContactKind;
  mode: 'verify' | 'change';
  prefix: string;
  /** Where the code went; for a change, the new value to confirm. */
  target: string;
}

function confirmCall(request: CodeRequest, prefix: string, code: string): Promise<User> {
  if (request.kind === 'email') {
    return request.mode === 'verify'
      ? authApi.confirmEmailVerify(prefix, code)
      : authApi.confirmEmailChange(prefix, code, request.target);
  }
  return request.mode === 'verify'
    ? authApi.confirmPhoneVerify(prefix, code)
    : authApi.confirmPhoneChange(prefix, code, request.target);
}

/**
 * The code confirmation dialog of SPEC.md §2 ('Atšaukti' / 'Patvirtinti'). On success the user is
 * refreshed and the dialogs close (SPEC.md §4).
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
  const { setUser, refresh } = useAuth();
  const snackbar = useSnackbar();
  const { form, general, setGeneral, showError } = useZodForm(codeConfirmationSchema, {
    prefix: request.prefix,
    code: '',
  });
  const confirm = useMutation({
    mutationKey: [ACCOUNT_MUTATION, 'confirm'],
    mutationFn: (values: { prefix: string; code: string }) => confirmCall(request, values.prefix, values.code),
    onSuccess: async (user) => {
      setUser(user);
      await refresh();
      snackbar.show({
        text: request.kind === 'email' ? ta.dialogs.emailConfirmed : ta.dialogs.phoneConfirmed,
        color: 'success',
      });
      onConfirmed();
    },
    onError: showError,
  });
  const [prefix, code] = form.watch(['prefix', 'code']);

  return (
    <EditDialog
      title={request.kind === 'email' ? ta.dialogs.codeTitleEmail : ta.dialogs.codeTitlePhone}
      submitText={ta.dialogs.confirm}
      onClose={onCancel}
      pending={confirm.isPending}
      canSubmit={Boolean(prefix) && Boolean(code) && !confirm.isPending}
      onSubmit={form.handleSubmit((values) => {
        setGeneral([]);
        confirm.mutate({ prefix: values.prefix, code: values.code });
      })}
    >
      <Typography variant="body2">{ta.dialogs.codeSentTo(request.target)}</Typography>
      <CodeFields
        control={form.control}
        setValue={form.setValue}
        helperText={ta.recovery.codeHint}
        autoFocus={request.prefix ? 'code' : 'prefix'}
      />
      <FormErrors messages={general} />
    </EditDialog>
  );
}
