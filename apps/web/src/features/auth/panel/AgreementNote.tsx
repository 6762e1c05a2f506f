import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { ta } from '../../../messages/index.ts';

/** The consent note under the sign-in forms; both documents live on /rules. */
export function AgreementNote() {
  const { before, rules, middle, privacy, after } = ta.agreement;
  return (
    <Typography variant="caption" component="p" color="textSecondary" sx={{ mt: 2, textAlign: 'center' }}>
      {before}
      <Link component={RouterLink} to={`${paths.rules}#taisykles`}>
        {rules}
      </Link>
      {middle}
      <Link component={RouterLink} to={`${paths.rules}#privatumas`}>
        {privacy}
      </Link>
      {after}
    </Typography>
  );
}
