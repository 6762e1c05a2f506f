import { getChangeEmailCodeRequestSchema, getChangePhoneCodeRequestSchema, type User } from '@skelbimai/contract';
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import { FormErrors } from '../../../components/forms/FormErrors.tsx';
import { FormTextField } from '../../../components/forms/FormTextField.tsx';
import { useZodForm } from '../../../components/forms/useZodForm.ts';
import { ta } from '../../../messages/account.ts';
import { Text } from '../../../ui/Text/Text.tsx';
import { ACCOUNT_MUTATION, authApi } from '../accountApi.ts';
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

/** What differs between the e-mail and the phone dialog; the behaviour is one. */
const contactForms = {
  email: {
    field: 'newEmail',
    schema: getChangeEmailCodeRequestSchema,
    requestCode: authApi.getChangeEmailCode,
    current: (user: User) => user.email,
    title: ta.account.email,
    intro: ta.dialogs.emailIntro,
    label: ta.fields.email,
    input: { type: 'email', autoComplete: 'email' },
  },
  phone: {
    field: 'newPhone',
    schema: getChangePhoneCodeRequestSchema,
    requestCode: authApi.getChangePhoneCode,
    current: (user: User) => user.phoneNumber,
    title: ta.account.phone,
    intro: ta.dialogs.phoneIntro,
    label: ta.fields.phone,
    input: { type: 'tel', autoComplete: 'tel', placeholder: '+370 600 00000' },
  },
} as const;

/** Both request schemas have one string field (newEmail or newPhone); the form only needs that much. */
type ContactValues = Record<string, string>;
type ContactSchema = z.ZodType<ContactValues, ContactValues>;

/**
 * 'El. paštas' / 'Tel. numeris': saving asks for a change code to the new address; the code dialog then
 * confirms it. Save is enabled only when the value changed and no verification is in progress (PRODUCT.md §5).
 */
export function ContactDialog({ kind, user, verifying, onCodeSent, onClose }: Props) {
  const contact = contactForms[kind];
  const current = contact.current(user) ?? '';
  const { form, general, setGeneral, showError } = useZodForm(contact.schema as unknown as ContactSchema, {
    [contact.field]: current,
  });
  const send = useMutation({
    mutationKey: [ACCOUNT_MUTATION, `${kind}-code`],
    mutationFn: (value: string) => contact.requestCode(value).then((prefix) => ({ prefix, value })),
    onSuccess: ({ prefix, value }) => onCodeSent(prefix, value),
    onError: showError,
  });
  const value = form.watch(contact.field) ?? '';
  return (
    <EditDialog
      title={contact.title}
      submitText={ta.dialogs.sendCode}
      onClose={onClose}
      pending={send.isPending}
      canSubmit={contactChanged(value, current) && !verifying && !send.isPending}
      onSubmit={form.handleSubmit((values) => {
        setGeneral([]);
        send.mutate(values[contact.field] ?? '');
      })}
    >
      <Text variant="body2">{contact.intro}</Text>
      <FormTextField control={form.control} name={contact.field} label={contact.label} autoFocus {...contact.input} />
      <FormErrors messages={general} />
    </EditDialog>
  );
}

/** A new, non-empty value that differs from the current one. */
export function contactChanged(value: string, current: string): boolean {
  const next = value.trim();
  return next !== '' && next !== current.trim();
}
