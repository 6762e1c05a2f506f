import { setNewPasswordRequestSchema } from '@skelbimai/contract';
import { useMutation } from '@tanstack/react-query';
import { FormErrors } from '../../../components/forms/FormErrors.tsx';
import { PasswordField } from '../../../components/forms/PasswordField.tsx';
import { useZodForm } from '../../../components/forms/useZodForm.ts';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { ta } from '../../../messages/account.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Text } from '../../../ui/Text/Text.tsx';
import { authApi } from '../accountApi.ts';
import styles from './panel.module.css';

/** afterRecoveryLogin: set a new password with the token the code sign-in gave, or skip. */
export function AfterRecoveryStep({ resetPasswordToken, onDone }: { resetPasswordToken: string; onDone: () => void }) {
  const snackbar = useSnackbar();
  const { form, general, setGeneral, showError } = useZodForm(
    setNewPasswordRequestSchema,
    { newPassword: '', resetPasswordToken },
    ['newPassword'],
  );
  const change = useMutation({
    mutationFn: (newPassword: string) => authApi.setNewPassword(newPassword, resetPasswordToken),
    onSuccess: () => {
      snackbar.show({ text: ta.afterRecovery.changed, color: 'success' });
      onDone();
    },
    onError: showError,
  });

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={ta.titles.afterRecoveryLogin}
      onSubmit={form.handleSubmit((values) => {
        setGeneral([]);
        change.mutate(values.newPassword);
      })}
    >
      <Text variant="body2">{ta.afterRecovery.intro}</Text>
      <PasswordField
        control={form.control}
        name="newPassword"
        label={ta.fields.newPassword}
        autoComplete="new-password"
        required
        autoFocus
      />
      <FormErrors messages={general} />
      <div className={styles.buttons}>
        <Button size="large" onClick={onDone} disabled={change.isPending}>
          {ta.afterRecovery.skip}
        </Button>
        <Button type="submit" variant="primary" size="large" loading={change.isPending}>
          {ta.afterRecovery.submit}
        </Button>
      </div>
    </form>
  );
}
