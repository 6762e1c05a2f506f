import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useAuth } from '../../../lib/authContext.ts';
import { ta } from '../../../messages/index.ts';

// The dialog and its form code load only when someone means to delete their account.
const DeleteAccountDialog = lazy(() =>
  import('./DeleteAccountDialog.tsx').then((module) => ({ default: module.DeleteAccountDialog })),
);

/** /mano/paskyra's 'Paskyros ištrynimas': what deletion removes, and the button that opens its dialog. */
export function DeleteAccountSection() {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  if (!user) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="delete-account-heading"
      sx={{ p: { xs: 1.5, sm: 3 }, mt: 3 }}
    >
      <Typography variant="h6" component="h2" id="delete-account-heading" gutterBottom>
        {ta.deleteAccount.heading}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        {ta.deleteAccount.lead}
      </Typography>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        {ta.deleteAccount.button}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <DeleteAccountDialog hasPassword={user.hasPassword} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </Paper>
  );
}
