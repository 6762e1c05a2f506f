import Typography from '@mui/material/Typography';
import { getChangeEmailCodeRequestSchema, getChangePhoneCodeRequestSchema, type User } from '@skelbimai/contract';
import { useMutation } from '@tanstack/react-query';
import { ta } from '../../../messages/index.ts';
import { ACCOUNT_MUTATION, authApi } from '../accountApi.ts';
import { FormErrors } from '../forms/FormErrors.tsx';
import { FormTextField } from '../forms/FormTextField.tsx';
import { useZodForm } from '../forms/useZodForm.ts';
import { EditDialog } from './EditDialog.tsx';

export type ContactKind = 'email' | 'phone';

interface Props {
  kind: ContactKind;
  user: User;
  /** A code dialog is open: no second code until it is confirmed or cancelled. */
  verifying: boolean;
  onCodeSent: (prefix: string, value: string) => void;
  onClose: () => void;
}

/**
 * 'El. paštas' / 'Tel. numeris': saving asks for a change code to the new address; the code dialog then
 * confirms it. Save is enabled only when the value changed and no verification is in progress (SPEC.md §5).
 */
export function ContactDialog(props: Props) {
  return props.kind === 'email' ? <EmailDialog {...props} /> : <PhoneDialog {...props} />;
}

function EmailDialog({ user, verifying, onCodeSent, onClose }: Props) {
  const current = user.email ?? '';
  const { form, general, setGeneral, showError } = useZodForm(getChangeEmailCodeRequestSchema, { newEmail: current });
  const send = useMutation({
    mutationKey: [ACCOUNT_MUTATION, 'email-code'],
    mutationFn: (newEmail: string) => authApi.getChangeEmailCode(newEmail).then((prefix) => ({ prefix, newEmail })),
    onSuccess: ({ prefix, newEmail }) => onCodeSent(prefix, newEmail),
    onError: showError,
  });
  const value = form.watch('newEmail') ?? '';
  return (
    <EditDialog
      title={ta.account.email}
      submitText={ta.dialogs.sendCode}
      onClose={onClose}
      pending={send.isPending}
      canSubmit={contactChanged(value, current) && !verifying && !send.isPending}
      onSubmit={form.handleSubmit((values) => {
        setGeneral([]);
        send.mutate(values.newEmail);
      })}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {ta.dialogs.emailIntro}
      </Typography>
      <FormTextField
        control={form.control}
        name="newEmail"
        label={ta.fields.email}
        type="email"
        autoComplete="email"
        autoFocus
      />
      <FormErrors messages={general} />
    </EditDialog>
  );
}

function PhoneDialog({ user, verifying, onCodeSent, onClose }: Props) {
  const current = user.phoneNumber ?? '';
  const { form, general, setGeneral, showError } = useZodForm(getChangePhoneCodeRequestSchema, { newPhone: current });
  const send = useMutation({
    mutationKey: [ACCOUNT_MUTATION, 'phone-code'],
    mutationFn: (newPhone: string) => authApi.getChangePhoneCode(newPhone).then((prefix) => ({ prefix, newPhone })),
    onSuccess: ({ prefix, newPhone }) => onCodeSent(prefix, newPhone),
    onError: showError,
  });
  const value = form.watch('newPhone') ?? '';
  return (
    <EditDialog
      title={ta.account.phone}
      submitText={ta.dialogs.sendCode}
      onClose={onClose}
      pending={send.isPending}
      canSubmit={contactChanged(value, current) && !verifying && !send.isPending}
      onSubmit={form.handleSubmit((values) => {
        setGeneral([]);
        send.mutate(values.newPhone);
      })}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {ta.dialogs.phoneIntro}
      </Typography>
      <FormTextField
        control={form.control}
        name="newPhone"
        label={ta.fields.phone}
        type="tel"
        autoComplete="tel"
        placeholder="+370 600 00000"
        autoFocus
      />
      <FormErrors messages={general} />
    </EditDialog>
  );
}

/** A new, non-empty value that differs from the current one. */
export function contactChanged(value: string, current: string): boolean {
  const next = value.trim();
  return next !== '' && next !== current.trim();
}
