import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { resetPasswordRequestSchema } from '@skelbimai/contract';
import { useMutation } from '@tanstack/react-query';
import { FormErrors } from '../../../components/forms/FormErrors.tsx';
import { FormTextField } from '../../../components/forms/FormTextField.tsx';
import { useZodForm } from '../../../components/forms/useZodForm.ts';
import { limits } from '../../../lib/contract.ts';
import { ta } from '../../../messages/index.ts';
import { authApi } from '../accountApi.ts';

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
    <Box
      component="form"
      noValidate
      aria-label={ta.titles.resetPassword}
      onSubmit={form.handleSubmit((values) => {
        setGeneral([]);
        send.mutate(values.emailOrPhone);
      })}
    >
      <Typography variant="body2" sx={{ mb: 1 }}>
        {ta.reset.intro}
      </Typography>
      <FormTextField
        control={form.control}
        name="emailOrPhone"
        label={ta.fields.emailOrPhone}
        autoComplete="username"
        required
        autoFocus
      />
      <FormErrors messages={general} />
      <Button type="submit" variant="contained" fullWidth size="large" loading={send.isPending} sx={{ mt: 1 }}>
        {ta.reset.submit}
      </Button>
      <Typography variant="caption" component="p" color="textSecondary" sx={{ mt: 1.5 }}>
        {ta.reset.limitNote(limits.recoveryCodesPer24h)}
      </Typography>
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'center' }}>
        <Link component="button" type="button" variant="body2" onClick={onBack}>
          {ta.reset.back}
        </Link>
      </Typography>
    </Box>
  );
}
