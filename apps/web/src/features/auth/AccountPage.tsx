import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { PageHeading } from '../../components/PageHeading.tsx';
import { t } from '../../messages/index.ts';
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
      <ExportDataSection />
      <DeleteAccountSection />
    </Box>
  );
}
