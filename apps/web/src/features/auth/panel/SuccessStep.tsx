import type { RegistrationCode } from '@skelbimai/contract';
import { LinkButton } from '../../../components/forms/LinkButton.tsx';
import { ta } from '../../../messages/account.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { iconCheckCircle } from '../../../ui/icons/iconCheckCircle.ts';
import { Icon } from '../../../ui/icons.tsx';
import styles from './panel.module.css';
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
    <div className={styles.success}>
      <Icon icon={iconCheckCircle} className={styles.successIcon} />
      <p role="status" className={styles.successText}>
        {registered ? ta.register.success : ta.login.success}
      </p>
      {registrationCode && <RegistrationConfirm code={registrationCode} />}
      <LinkButton onClick={onShowAccount}>{registered ? ta.after.fillAccount : ta.after.viewAccount}</LinkButton>
      <Button
        variant="primary"
        size="large"
        fullWidth
        onClick={onContinue}
        className={styles.continue}
        autoFocus={!registrationCode?.prefix}
      >
        {ta.after.continue}
      </Button>
    </div>
  );
}
