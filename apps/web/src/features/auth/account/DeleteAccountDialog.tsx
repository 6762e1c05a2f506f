import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import * as z from 'zod';
import { api } from '../../../api/index.ts';
import { CodeFields } from '../../../components/forms/CodeFields.tsx';
import { FormErrors } from '../../../components/forms/FormErrors.tsx';
import { PasswordField } from '../../../components/forms/PasswordField.tsx';
import { useZodForm } from '../../../components/forms/useZodForm.ts';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { useAuth } from '../../../lib/authContext.ts';
import { paths } from '../../../lib/paths.ts';
import { ta } from '../../../messages/account.ts';
import { Alert } from '../../../ui/Alert/Alert.tsx';
import { Button } from '../../../ui/Button/Button.tsx';
import { Text } from '../../../ui/Text/Text.tsx';
import styles from './account.module.css';
import { EditDialog } from './EditDialog.tsx';

const d = ta.deleteAccount;
type Confirmation = { password?: string; prefix?: string; code?: string };

/**
 * The form's fields; which of them must be filled is the mode's (the button enables only then), and the
 * server checks the password or code and answers per field (POST /api/account/delete).
 */
const confirmationSchema = z.object({ password: z.string(), prefix: z.string(), code: z.string() });

/**
 * 'Ištrinti paskyrą?': confirmed with the password, or, for an account without one (made by Google or
 * Facebook), with a code the server sends (POST /api/account/deleteCode). On success every session has
 * ended: the app forgets the user and goes home.
 */
export function DeleteAccountDialog({ hasPassword, onClose }: { hasPassword: boolean; onClose: () => void }) {
  const { setUser } = useAuth();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const { form, general, setGeneral, showError } = useZodForm(
    confirmationSchema,
    { password: '', prefix: '', code: '' },
    hasPassword ? ['password'] : ['prefix', 'code'],
  );
  const sendCode = useMutation({
    mutationFn: () => api.post<string>('/api/account/deleteCode'),
    onSuccess: (prefix) => form.setValue('prefix', prefix),
    onError: showError,
  });
  const remove = useMutation({
    mutationFn: (body: Confirmation) => api.post<null>('/api/account/delete', body),
    onSuccess: async () => {
      // Home first (the navigation done, its screen loaded): on /mano/paskyra the signed-out guard would send
      // the browser to sign in. flushSync: the home screen is committed when the navigation resolves; as a
      // transition it could still be pending when the signed-out user renders the old screen (seen on a phone).
      await navigate(paths.home, { flushSync: true });
      setUser(null);
      snackbar.show({ text: d.done, color: 'success' });
    },
    onError: showError,
  });
  const [password, prefix, code] = form.watch(['password', 'prefix', 'code']);
  const ready = hasPassword ? Boolean(password) : Boolean(prefix) && Boolean(code);

  return (
    <EditDialog
      title={d.title}
      submitText={d.submit}
      onClose={onClose}
      pending={remove.isPending}
      canSubmit={ready && !remove.isPending}
      onSubmit={form.handleSubmit((values) => {
        setGeneral([]);
        remove.mutate(hasPassword ? { password: values.password } : { prefix: values.prefix, code: values.code });
      })}
    >
      <Alert severity="warning">
        {d.lead} {d.warning}
      </Alert>
      {hasPassword ? (
        <div className={styles.form}>
          <Text variant="body2">{d.passwordIntro}</Text>
          <PasswordField
            control={form.control}
            name="password"
            label={ta.fields.password}
            autoComplete="current-password"
            required
            autoFocus
          />
        </div>
      ) : (
        <div className={styles.form}>
          <Text variant="body2">{d.codeIntro}</Text>
          <div>
            <Button onClick={() => sendCode.mutate()} loading={sendCode.isPending}>
              {d.getCode}
            </Button>
          </div>
          {sendCode.isSuccess && (
            <>
              <Text variant="body2" role="status">
                {d.codeSent}
              </Text>
              <CodeFields control={form.control} setValue={form.setValue} autoFocus="code" />
            </>
          )}
        </div>
      )}
      <FormErrors messages={general} />
    </EditDialog>
  );
}
