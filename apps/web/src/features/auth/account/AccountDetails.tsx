import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { useAuth } from '../../../lib/authContext.ts';
import { paths } from '../../../lib/paths.ts';
import { ta } from '../../../messages/account.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { iconAccountBalanceWallet } from '../../../ui/icons/iconAccountBalanceWallet.ts';
import { iconLogout } from '../../../ui/icons/iconLogout.ts';
import { Divider } from '../../../ui/Layout/Layout.tsx';
import { useTopUpDialog } from '../../wallet/index.ts';
import { ACCOUNT_MUTATION, authApi } from '../accountApi.ts';
import { pendingCode, rememberCode } from '../codes/pendingCodes.ts';
import { AccountHeader } from './AccountHeader.tsx';
import { AccountRows, type EditDialog } from './AccountRows.tsx';
import styles from './account.module.css';
import { CodeConfirmDialog, type CodeRequest } from './CodeConfirmDialog.tsx';
import { ContactDialog, type ContactKind } from './ContactDialog.tsx';
import { NameDialog } from './NameDialog.tsx';
import { PasswordDialog } from './PasswordDialog.tsx';
import { PictureDialog } from './PictureDialog.tsx';
import { ProgressDialog } from './ProgressDialog.tsx';

/**
 * Account details (PRODUCT.md §2 'Account details'): the panel's logged step and /mano/paskyra. Each row
 * opens its edit dialog; e-mail and phone changes and verifications go through the code dialog.
 */
export function AccountDetails({ onLeave }: { onLeave?: () => void }) {
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const topUp = useTopUpDialog();
  const [editing, setEditing] = useState<EditDialog | null>(null);
  const [codeRequest, setCodeRequest] = useState<CodeRequest | null>(null);

  // 'Patvirtinti' on a row: the code already sent (at registration or a click ago) if it is still valid, else a
  // new one. Only the dialog's 'Siųsti dar kartą' asks again, so clicking here never spends the 3 per 24 hours.
  const verify = useMutation({
    mutationKey: [ACCOUNT_MUTATION, 'verify'],
    mutationFn: async (kind: ContactKind) => {
      const target = (kind === 'email' ? user?.email : user?.phoneNumber) ?? '';
      const known = user ? pendingCode(user.id, kind, target) : undefined;
      if (known) return { kind, target, ...known };
      const prefix = kind === 'email' ? await authApi.getVerifyEmailCode() : await authApi.getVerifyPhoneCode();
      const sent = { prefix, sentAt: Date.now() };
      if (user) rememberCode(user.id, kind, target, sent);
      return { kind, target, ...sent };
    },
    onSuccess: ({ kind, target, prefix, sentAt }) => setCodeRequest({ kind, mode: 'verify', prefix, target, sentAt }),
    onError: (error) => snackbar.show({ text: error.message }),
  });

  if (!user) return null;

  const leave = (to: string) => {
    onLeave?.();
    navigate(to);
  };

  return (
    <div data-testid="account-details">
      <AccountHeader user={user} onPassword={() => setEditing('password')} />
      <Divider />
      <ul className={styles.rows}>
        <AccountRows
          user={user}
          onEdit={setEditing}
          onVerify={(kind) => verify.mutate(kind)}
          verifying={verify.isPending || codeRequest !== null}
        />
      </ul>
      <Divider />
      <div className={styles.actions}>
        {/* Opens the top-up dialog (PRODUCT.md §2); the account dialog, if this is one, closes under it. */}
        <Button
          variant="primary"
          startIcon={iconAccountBalanceWallet}
          onClick={() => {
            if (!topUp) return leave(paths.topUps);
            onLeave?.();
            topUp.open();
          }}
        >
          {ta.account.topUp}
        </Button>
        <Button
          className={styles.logout}
          startIcon={iconLogout}
          onClick={async () => {
            await logout();
            leave(paths.login);
          }}
        >
          {ta.account.logout}
        </Button>
      </div>

      {editing === 'picture' && <PictureDialog user={user} onClose={() => setEditing(null)} />}
      {editing === 'name' && <NameDialog user={user} onClose={() => setEditing(null)} />}
      {(editing === 'email' || editing === 'phone') && (
        <ContactDialog
          kind={editing}
          user={user}
          verifying={codeRequest !== null}
          onCodeSent={(prefix, value) =>
            setCodeRequest({ kind: editing, mode: 'change', prefix, target: value, sentAt: Date.now() })
          }
          onClose={() => setEditing(null)}
        />
      )}
      {editing === 'password' && <PasswordDialog hasPassword={user.hasPassword} onClose={() => setEditing(null)} />}
      {codeRequest && (
        <CodeConfirmDialog
          request={codeRequest}
          onCancel={() => setCodeRequest(null)}
          onConfirmed={() => {
            setCodeRequest(null);
            setEditing(null);
          }}
        />
      )}
      <ProgressDialog />
    </div>
  );
}
