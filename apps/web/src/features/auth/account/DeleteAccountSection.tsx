import { lazy, Suspense, startTransition, useState } from 'react';
import { useAuth } from '../../../lib/authContext.ts';
import { ta } from '../../../messages/account.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { Card } from '../../../ui/Card/Card.tsx';
import { Heading, Text } from '../../../ui/Text/Text.tsx';
import styles from './account.module.css';

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
    <Card as="section" padded={false} aria-labelledby="delete-account-heading" className={styles.section}>
      <Heading level={2} size="h6" id="delete-account-heading">
        {ta.deleteAccount.heading}
      </Heading>
      <Text variant="body2" tone="secondary" className={styles.sectionLead}>
        {ta.deleteAccount.lead}
      </Text>
      <Button className={styles.dangerOutlined} onClick={() => startTransition(() => setOpen(true))}>
        {ta.deleteAccount.button}
      </Button>
      <Suspense fallback={null}>
        {open && <DeleteAccountDialog hasPassword={user.hasPassword} onClose={() => setOpen(false)} />}
      </Suspense>
    </Card>
  );
}
