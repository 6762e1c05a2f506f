import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { recoveryLoginRequestSchema } from '@skelbimai/contract';
import { useMutation } from '@tanstack/react-query';
import { CodeFields } from '../../../components/forms/CodeFields.tsx';
import { FormCheckbox } from '../../../components/forms/FormCheckbox.tsx';
import { FormErrors } from '../../../components/forms/FormErrors.tsx';
import { useZodForm } from '../../../components/forms/useZodForm.ts';
import { useAuth } from '../../../lib/authContext.ts';
import { limits } from '../../../lib/contract.ts';
import { ta } from '../../../messages/index.ts';
import { authApi } from '../accountApi.ts';

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
    <Box
      component="form"
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
      <Typography variant="body2">{ta.recovery.sentTo}</Typography>
      <Typography variant="body1" sx={{ fontWeight: 600, wordBreak: 'break-all' }} data-testid="code-sent-to">
        {emailOrPhone}
      </Typography>
      <CodeFields
        control={form.control}
        setValue={form.setValue}
        helperText={ta.recovery.codeHint}
        autoFocus={prefix ? 'code' : 'prefix'}
      />
      <FormCheckbox control={form.control} name="rememberMe" label={ta.fields.rememberMe} />
      <FormErrors messages={general} />
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button variant="outlined" size="large" onClick={onBack} sx={{ flex: 1 }}>
          {ta.recovery.back}
        </Button>
        <Button type="submit" variant="contained" size="large" loading={signIn.isPending} sx={{ flex: 2 }}>
          {ta.recovery.submit}
        </Button>
      </Box>
      <Typography variant="caption" component="p" color="textSecondary" sx={{ mt: 1.5 }}>
        {ta.recovery.expiryNote(limits.recoveryWrongEntries)}
      </Typography>
    </Box>
  );
}
