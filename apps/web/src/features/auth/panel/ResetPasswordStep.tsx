import { resetPasswordRequestSchema } from '@skelbimai/contract';
import { useMutation } from '@tanstack/react-query';
import { FormErrors } from '../../../components/forms/FormErrors.tsx';
import { FormTextField } from '../../../components/forms/FormTextField.tsx';
import { LinkButton } from '../../../components/forms/LinkButton.tsx';
import { useZodForm } from '../../../components/forms/useZodForm.ts';
import { limits } from '../../../lib/contract.ts';
import { ta } from '../../../messages/account.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Text } from '../../../ui/Text/Text.tsx';
import { authApi } from '../accountApi.ts';
import styles from './panel.module.css';

interface Props {
  emailOrPhone: string;
  onCodeSent: (sent: { emailOrPhone: string; prefix: string }) => void;
  onBack: () => void;
}

/** resetPassword: asks where to send a one-time sign-in code. */
export function ResetPasswordStep({ emailOrPhone, onCodeSent, onBack }: Props) {
  const { form, general, setGeneral, showError } = useZodForm(resetPasswordRequestSchema, { emailOrPhone });
  const send = useMutation({
    mutationFn: (address: string) =>
      authApi.resetPassword(address).then((prefix) => ({ emailOrPhone: address, prefix })),
    onSuccess: (sent) =>
      onCodeSent({ emailOrPhone: sent.emailOrPhone, prefix: typeof sent.prefix === 'string' ? sent.prefix : '' }),
    onError: showError,
  });

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={ta.titles.resetPassword}
      onSubmit={form.handleSubmit((values) => {
        setGeneral([]);
        send.mutate(values.emailOrPhone);
      })}
    >
      <Text variant="body2">{ta.reset.intro}</Text>
      <FormTextField
        control={form.control}
        name="emailOrPhone"
        label={ta.fields.emailOrPhone}
        autoComplete="username"
        required
        autoFocus
      />
      <FormErrors messages={general} />
      <Button type="submit" variant="primary" fullWidth size="large" loading={send.isPending}>
        {ta.reset.submit}
      </Button>
      <Text variant="caption" tone="secondary">
        {ta.reset.limitNote(limits.recoveryCodesPer24h)}
      </Text>
      <Text variant="body2" className={styles.centred}>
        <LinkButton onClick={onBack}>{ta.reset.back}</LinkButton>
      </Text>
    </form>
  );
}
