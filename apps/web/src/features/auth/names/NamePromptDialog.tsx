import { nameRequestSchema } from '@skelbimai/contract';
import { useMutation } from '@tanstack/react-query';
import { FormErrors } from '../../../components/forms/FormErrors.tsx';
import { FormTextField } from '../../../components/forms/FormTextField.tsx';
import { useZodForm } from '../../../components/forms/useZodForm.ts';
import { useAuth } from '../../../lib/authContext.ts';
import { ta } from '../../../messages/account.ts';
import { Text } from '../../../ui/Text/Text.tsx';
import { EditDialog } from '../account/EditDialog.tsx';
import { ACCOUNT_MUTATION, authApi } from '../accountApi.ts';

/**
 * 'Kaip jus vadinti?' (PRODUCT.md §26): asked in place before an account without a name posts its first ad or
 * writes its first message. Saved, the account has a name and `onSaved` goes on with what was being done.
 */
export default function NamePromptDialog({ onSaved, onClose }: { onSaved: () => void; onClose: () => void }) {
  const { setUser } = useAuth();
  const { form, general, setGeneral, showError } = useZodForm(nameRequestSchema, { firstName: '', lastName: '' });
  const save = useMutation({
    mutationKey: [ACCOUNT_MUTATION, 'namePrompt'],
    mutationFn: authApi.updateProfile,
    onSuccess: (updated) => {
      setUser(updated);
      onSaved();
    },
    onError: showError,
  });
  const t = ta.namePrompt;

  return (
    <EditDialog
      title={t.title}
      onClose={onClose}
      pending={save.isPending}
      canSubmit={!save.isPending}
      submitText={t.save}
      onSubmit={form.handleSubmit((values) => {
        setGeneral([]);
        save.mutate(values);
      })}
    >
      <Text variant="body2" tone="secondary">
        {t.intro}
      </Text>
      <FormTextField control={form.control} name="firstName" label={t.firstName} autoComplete="given-name" autoFocus />
      <FormTextField control={form.control} name="lastName" label={t.lastName} autoComplete="family-name" />
      <FormErrors messages={general} />
    </EditDialog>
  );
}
