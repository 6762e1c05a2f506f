import { changeProfileNameRequestSchema, type User } from '@skelbimai/contract';
import { useMutation } from '@tanstack/react-query';
import { FormErrors } from '../../../components/forms/FormErrors.tsx';
import { FormTextField } from '../../../components/forms/FormTextField.tsx';
import { useZodForm } from '../../../components/forms/useZodForm.ts';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { useAuth } from '../../../lib/authContext.ts';
import { ta } from '../../../messages/account.ts';
import { ACCOUNT_MUTATION, authApi } from '../accountApi.ts';
import { EditDialog } from './EditDialog.tsx';

/** 'Vardas / Slapyvardis': save is enabled only when the name differs from the current one (PRODUCT.md §5). */
export function NameDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { setUser } = useAuth();
  const snackbar = useSnackbar();
  const current = user.fullName ?? '';
  const { form, general, setGeneral, showError } = useZodForm(changeProfileNameRequestSchema, { newFullName: current });
  const save = useMutation({
    mutationKey: [ACCOUNT_MUTATION, 'name'],
    mutationFn: authApi.changeProfileName,
    onSuccess: (updated) => {
      setUser(updated);
      snackbar.show({ text: ta.dialogs.nameChanged, color: 'success' });
      onClose();
    },
    onError: showError,
  });
  const value = form.watch('newFullName') ?? '';

  return (
    <EditDialog
      title={ta.account.name}
      onClose={onClose}
      pending={save.isPending}
      canSubmit={nameChanged(value, current) && !save.isPending}
      onSubmit={form.handleSubmit((values) => {
        setGeneral([]);
        save.mutate(values.newFullName);
      })}
    >
      <FormTextField
        control={form.control}
        name="newFullName"
        label={ta.fields.fullName}
        autoComplete="nickname"
        autoFocus
      />
      <FormErrors messages={general} />
    </EditDialog>
  );
}

export function nameChanged(value: string, current: string): boolean {
  return value.trim() !== current.trim();
}
