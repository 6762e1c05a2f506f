import { recoveryLoginRequestSchema } from '@skelbimai/contract';
import { useMutation } from '@tanstack/react-query';
import { CodeFields } from '../../../components/forms/CodeFields.tsx';
import { FormCheckbox } from '../../../components/forms/FormCheckbox.tsx';
import { FormErrors } from '../../../components/forms/FormErrors.tsx';
import { useZodForm } from '../../../components/forms/useZodForm.ts';
import { useAuth } from '../../../lib/authContext.ts';
import { limits } from '../../../lib/contract.ts';
import { ta } from '../../../messages/account.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Text } from '../../../ui/Text/Text.tsx';
import { authApi } from '../accountApi.ts';
import styles from './panel.module.css';

interface Props {
  emailOrPhone: string;
  /** The prefix the server answered with; the person types the five digits. */
  prefix: string;
  onSignedIn: (resetPasswordToken: string) => void;
  onBack: () => void;
}

/** recoveryLogin: sign in with the code sent to the e-mail or phone. */
export function RecoveryLoginStep({ emailOrPhone, prefix, onSignedIn, onBack }: Props) {
  const auth = useAuth();
  const { form, general, setGeneral, showError } = useZodForm(
    recoveryLoginRequestSchema,
    { emailOrPhone, prefix, code: '', rememberMe: false },
    ['prefix', 'code'],
  );
  const signIn = useMutation({
    mutationFn: authApi.recoveryLogin,
    onSuccess: ({ user, resetPasswordToken }) => {
      auth.setUser(user);
      onSignedIn(resetPasswordToken);
    },
    onError: (error) => {
      auth.setUser(null);
      showError(error);
    },
  });

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={ta.titles.recoveryLogin}
      onSubmit={form.handleSubmit((values) => {
        setGeneral([]);
        signIn.mutate({
          emailOrPhone: values.emailOrPhone,
          prefix: values.prefix,
          code: values.code,
          rememberMe: values.rememberMe,
        });
      })}
    >
      <div>
        <Text variant="body2">{ta.recovery.sentTo}</Text>
        <Text className={styles.sentTo} data-testid="code-sent-to">
          {emailOrPhone}
        </Text>
      </div>
      <CodeFields
        control={form.control}
        setValue={form.setValue}
        helperText={ta.recovery.codeHint}
        autoFocus={prefix ? 'code' : 'prefix'}
      />
      <FormCheckbox control={form.control} name="rememberMe" label={ta.fields.rememberMe} />
      <FormErrors messages={general} />
      <div className={styles.buttons}>
        <Button size="large" onClick={onBack}>
          {ta.recovery.back}
        </Button>
        <Button type="submit" variant="primary" size="large" loading={signIn.isPending}>
          {ta.recovery.submit}
        </Button>
      </div>
      <Text variant="caption" tone="secondary">
        {ta.recovery.expiryNote(limits.recoveryWrongEntries)}
      </Text>
    </form>
  );
}
