import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ta } from '../../../messages/index.ts';

interface Props {
  registered: boolean;
  onShowAccount: () => void;
  onContinue: () => void;
}

/** afterLogin and afterRegister: the success text, a link to the account data and Continue. */
export function SuccessStep({ registered, onShowAccount, onContinue }: Props) {
  return (
    <Box sx={{ textAlign: 'center', py: 2 }}>
      <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h6" component="p" role="status" sx={{ mt: 1 }}>
        {registered ? ta.register.success : ta.login.success}
      </Typography>
      <Link component="button" type="button" variant="body1" onClick={onShowAccount} sx={{ mt: 2 }}>
        {registered ? ta.after.fillAccount : ta.after.viewAccount}
      </Link>
      <Button variant="contained" size="large" fullWidth onClick={onContinue} sx={{ mt: 3 }} autoFocus>
        {ta.after.continue}
      </Button>
    </Box>
  );
}
