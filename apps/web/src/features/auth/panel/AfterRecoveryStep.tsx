import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { setNewPasswordRequestSchema } from '@skelbimai/contract';
import { useMutation } from '@tanstack/react-query';
import { FormErrors } from '../../../components/forms/FormErrors.tsx';
import { PasswordField } from '../../../components/forms/PasswordField.tsx';
import { useZodForm } from '../../../components/forms/useZodForm.ts';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { ta } from '../../../messages/index.ts';
import { authApi } from '../accountApi.ts';

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
    <Box
      component="form"
      noValidate
      aria-label={ta.titles.afterRecoveryLogin}
      onSubmit={form.handleSubmit((values) => {
        setGeneral([]);
        change.mutate(values.newPassword);
      })}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {ta.afterRecovery.intro}
      </Typography>
      <PasswordField
        control={form.control}
        name="newPassword"
        label={ta.fields.newPassword}
        autoComplete="new-password"
        required
        autoFocus
      />
      <FormErrors messages={general} />
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button variant="outlined" size="large" onClick={onDone} disabled={change.isPending} sx={{ flex: 1 }}>
          {ta.afterRecovery.skip}
        </Button>
        <Button type="submit" variant="contained" size="large" loading={change.isPending} sx={{ flex: 2 }}>
          {ta.afterRecovery.submit}
        </Button>
      </Box>
    </Box>
  );
}
