import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { Link } from 'react-router';
import { PageHeading } from '../../components/PageHeading.tsx';
import { paths } from '../../lib/paths.ts';
import { t, tal } from '../../messages/index.ts';
import { usePageTitle } from '../site/index.ts';
import { AccountDetails } from './account/AccountDetails.tsx';
import { DeleteAccountSection } from './account/DeleteAccountSection.tsx';
import { ExportDataSection } from './account/ExportDataSection.tsx';

/** /mano/paskyra: the account details of the signed-in user (the route guard makes sure there is one). */
export default function AccountPage() {
  usePageTitle(t.pages.account);
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto' }}>
      <PageHeading>{t.pages.account}</PageHeading>
      <Paper variant="outlined" sx={{ px: { xs: 1.5, sm: 3 }, pb: { xs: 2, sm: 3 } }}>
        <AccountDetails />
      </Paper>
      {/* The e-mails the account gets have their own page, linked here as the menus link it. */}
      <Button component={Link} to={paths.notifications} sx={{ mt: 1 }}>
        {tal.settings.accountLink}
      </Button>
      <ExportDataSection />
      <DeleteAccountSection />
    </Box>
  );
}
