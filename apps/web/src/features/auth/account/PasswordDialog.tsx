import { changePasswordRequestSchema } from '@skelbimai/contract';
import { useMutation } from '@tanstack/react-query';
import { FormErrors } from '../../../components/forms/FormErrors.tsx';
import { PasswordField } from '../../../components/forms/PasswordField.tsx';
import { useZodForm } from '../../../components/forms/useZodForm.ts';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { useAuth } from '../../../lib/authContext.ts';
import { ta } from '../../../messages/account.ts';
import { Text } from '../../../ui/Text/Text.tsx';
import { ACCOUNT_MUTATION, authApi } from '../accountApi.ts';
import { EditDialog } from './EditDialog.tsx';

/**
 * 'Slaptažodžio keitimas' / 'Slaptažodžio sukūrimas'. With a password both fields are required before the
 * button enables; without one only the new, and currentPassword is sent as '' (PRODUCT.md §5).
 */
export function PasswordDialog({ hasPassword, onClose }: { hasPassword: boolean; onClose: () => void }) {
  const { refresh } = useAuth();
  const snackbar = useSnackbar();
  const { form, general, setGeneral, showError } = useZodForm(
    changePasswordRequestSchema,
    { currentPassword: '', newPassword: '' },
    hasPassword ? ['currentPassword', 'newPassword'] : ['newPassword'],
  );
  const save = useMutation({
    mutationKey: [ACCOUNT_MUTATION, 'password'],
    mutationFn: (values: { currentPassword: string; newPassword: string }) =>
      authApi.changePassword(values.currentPassword, values.newPassword),
    onSuccess: async () => {
      await refresh();
      snackbar.show({ text: ta.dialogs.passwordChanged, color: 'success' });
      onClose();
    },
    onError: showError,
  });
  const [currentPassword, newPassword] = form.watch(['currentPassword', 'newPassword']);

  return (
    <EditDialog
      title={hasPassword ? ta.dialogs.passwordChange : ta.dialogs.passwordCreate}
      submitText={hasPassword ? ta.dialogs.passwordSubmit : ta.dialogs.passwordCreateSubmit}
      onClose={onClose}
      pending={save.isPending}
      canSubmit={passwordReady(hasPassword, currentPassword ?? '', newPassword ?? '') && !save.isPending}
      onSubmit={form.handleSubmit((values) => {
        setGeneral([]);
        save.mutate({
          currentPassword: hasPassword ? (values.currentPassword ?? '') : '',
          newPassword: values.newPassword,
        });
      })}
    >
      {!hasPassword && <Text variant="body2">{ta.dialogs.passwordCreateIntro}</Text>}
      {hasPassword && (
        <PasswordField
          control={form.control}
          name="currentPassword"
          label={ta.fields.currentPassword}
          autoComplete="current-password"
          required
          autoFocus
        />
      )}
      <PasswordField
        control={form.control}
        name="newPassword"
        label={ta.fields.newPassword}
        autoComplete="new-password"
        required
        autoFocus={!hasPassword}
      />
      <FormErrors messages={general} />
    </EditDialog>
  );
}

export function passwordReady(hasPassword: boolean, currentPassword: string, newPassword: string): boolean {
  return newPassword.length > 0 && (!hasPassword || currentPassword.length > 0);
}
