import type { RegistrationCode } from '@skelbimai/contract';
import { useEffect, useState } from 'react';
import { useAuth } from '../../../lib/authContext.ts';
import { ta } from '../../../messages/account.ts';
import { Alert } from '../../../ui/Alert/Alert.tsx';
import { Button } from '../../../ui/Button/Button.tsx';
import { cx } from '../../../ui/cx.ts';
import { CodeConfirmFields, shownTarget } from '../codes/CodeConfirmFields.tsx';
import { rememberCode } from '../codes/pendingCodes.ts';
import { type CodeRequest, useCodeConfirmation } from '../codes/useCodeConfirmation.ts';
import styles from './panel.module.css';

/**
 * The after-register step's confirmation: registration sent a code to the new e-mail or phone, typed right here
 * ('Patvirtinti' only checks it; 'Siųsti dar kartą' after its cool-down). Skipping it is fine: the account page's
 * 'Patvirtinti' reopens the same code while it is valid.
 */
export function RegistrationConfirm({ code }: { code: RegistrationCode }) {
  const [confirmed, setConfirmed] = useState(false);
  if (confirmed) {
    return (
      <Alert severity="success" className={styles.confirm}>
        {code.channel === 'email' ? ta.dialogs.emailConfirmed : ta.dialogs.phoneConfirmed}
      </Alert>
    );
  }
  if (code.prefix === null) {
    return (
      <Alert severity="warning" className={styles.confirm}>
        {ta.register.codeNotSent}
      </Alert>
    );
  }
  return <CodeForm code={{ ...code, prefix: code.prefix }} onConfirmed={() => setConfirmed(true)} />;
}

function CodeForm({ code, onConfirmed }: { code: RegistrationCode & { prefix: string }; onConfirmed: () => void }) {
  const { user } = useAuth();
  const [request] = useState<CodeRequest>(() => ({
    kind: code.channel,
    mode: 'verify',
    prefix: code.prefix,
    target: code.sentTo,
    sentAt: Date.now(),
  }));
  // The account page's 'Patvirtinti' reopens this code instead of sending another.
  useEffect(() => {
    if (user) rememberCode(user.id, request.kind, request.target, { prefix: request.prefix, sentAt: request.sentAt });
  }, [user, request]);
  const state = useCodeConfirmation(request, onConfirmed);
  const target = shownTarget(request);
  return (
    <form
      className={cx(styles.form, styles.confirm)}
      noValidate
      aria-label={request.kind === 'email' ? ta.dialogs.codeTitleEmail : ta.dialogs.codeTitlePhone}
      onSubmit={state.onSubmit}
    >
      <CodeConfirmFields
        request={request}
        state={state}
        autoFocus={false}
        intro={request.kind === 'email' ? ta.register.confirmEmail(target) : ta.register.confirmPhone(target)}
      />
      <Button type="submit" variant="primary" fullWidth disabled={!state.canSubmit} loading={state.confirm.isPending}>
        {ta.dialogs.confirm}
      </Button>
    </form>
  );
}
