import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { RegistrationCode } from '@skelbimai/contract';
import { ta } from '../../../messages/index.ts';
import { RegistrationConfirm } from './RegistrationConfirm.tsx';

interface Props {
  registered: boolean;
  /** After registration: the code sent to confirm the new address, typed on this step. */
  registrationCode?: RegistrationCode | null;
  onShowAccount: () => void;
  onContinue: () => void;
}

/**
 * afterLogin and afterRegister: the success text, after registration the code that confirms the new address,
 * a link to the account data and Continue.
 */
export function SuccessStep({ registered, registrationCode, onShowAccount, onContinue }: Props) {
  return (
    <Box sx={{ textAlign: 'center', py: 2 }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h6" component="p" role="status" sx={{ mt: 1 }}>
        {registered ? ta.register.success : ta.login.success}
      </Typography>
      {registrationCode && <RegistrationConfirm code={registrationCode} />}
      <Link
        component="button"
        type="button"
        variant="body1"
        onClick={onShowAccount}
        sx={{ mt: 2, display: 'block', mx: 'auto' }}
      >
        {registered ? ta.after.fillAccount : ta.after.viewAccount}
      </Link>
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={onContinue}
        sx={{ mt: 3 }}
        autoFocus={!registrationCode?.prefix}
      >
        {ta.after.continue}
      </Button>
    </Box>
  );
}
