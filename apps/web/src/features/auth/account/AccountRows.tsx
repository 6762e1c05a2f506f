import type { User } from '@skelbimai/contract';
import { formatPhone } from '@skelbimai/contract/phone';
import type { ReactNode } from 'react';
import { ta } from '../../../messages/account.ts';
import { Button } from '../../../ui/Button/Button.tsx';
import { cx } from '../../../ui/cx.ts';
import { iconChevronRight } from '../../../ui/icons/iconChevronRight.ts';
import { iconEmail } from '../../../ui/icons/iconEmail.ts';
import { iconKey } from '../../../ui/icons/iconKey.ts';
import { iconPerson } from '../../../ui/icons/iconPerson.ts';
import { iconPhone } from '../../../ui/icons/iconPhone.ts';
import { iconPhotoCamera } from '../../../ui/icons/iconPhotoCamera.ts';
import { Icon, type IconPath } from '../../../ui/icons.tsx';
import styles from './account.module.css';
import type { ContactKind } from './ContactDialog.tsx';
import { type ContactStatus, contactStatus } from './contactStatus.ts';

/** Which of the account's dialogs a row opens (AccountDetails hosts them). */
export type EditDialog = 'picture' | 'name' | 'email' | 'phone' | 'password';

interface Props {
  user: User;
  onEdit: (dialog: EditDialog) => void;
  onVerify: (kind: ContactKind) => void;
  verifying: boolean;
}

/** One row per editable part of the account, each opening its dialog. */
export function AccountRows({ user, onEdit, onVerify, verifying }: Props) {
  const email = contactStatus(user.email, user.emailConfirmed);
  const phone = contactStatus(user.phoneNumber, user.phoneNumberConfirmed);
  return (
    <>
      <Row icon={iconPhotoCamera} label={ta.account.photo} onClick={() => onEdit('picture')}>
        {user.pictureUrl ? (
          <img src={user.pictureUrl} alt="" className={styles.rowPicture} />
        ) : (
          <span className={cx(styles.rowPicture, styles.headerPicture, styles.noPicture)}>
            <Icon icon={iconPerson} size="small" />
          </span>
        )}
      </Row>
      <Row
        icon={iconPerson}
        label={ta.account.name}
        onClick={() => onEdit('name')}
        value={user.fullName || ta.account.noName}
        muted={!user.fullName}
      />
      <ContactRow
        kind="email"
        icon={iconEmail}
        label={ta.account.email}
        value={user.email}
        absentText={ta.account.noEmail}
        status={email}
        onClick={() => onEdit('email')}
        onVerify={() => onVerify('email')}
        verifying={verifying}
      />
      <ContactRow
        kind="phone"
        icon={iconPhone}
        label={ta.account.phone}
        value={user.phoneNumber && formatPhone(user.phoneNumber)}
        absentText={ta.account.noPhone}
        status={phone}
        onClick={() => onEdit('phone')}
        onVerify={() => onVerify('phone')}
        verifying={verifying}
      />
      <Row
        icon={iconKey}
        label={ta.account.password}
        onClick={() => onEdit('password')}
        value={user.hasPassword ? ta.account.passwordSet : ta.account.passwordNotSet}
        muted={!user.hasPassword}
      />
    </>
  );
}

interface RowProps {
  icon: IconPath;
  label: string;
  value?: ReactNode;
  muted?: boolean;
  onClick: () => void;
  children?: ReactNode;
  /** An action of its own under the row ('Patvirtinti'). */
  below?: ReactNode;
}

function Row({ icon, label, value, muted, onClick, children, below }: RowProps) {
  return (
    <li className={styles.row}>
      <button type="button" className={styles.rowButton} onClick={onClick}>
        <Icon icon={icon} className={styles.rowIcon} />
        <span className={styles.rowText}>
          <span className={styles.rowLabel}>{label}</span>
          {value && <span className={cx(styles.rowValue, muted && styles.muted)}>{value}</span>}
        </span>
        {children}
        <Icon icon={iconChevronRight} className={styles.chevron} />
      </button>
      {/* Outside the row's button: a button inside a button is not allowed. */}
      {below && <div className={styles.below}>{below}</div>}
    </li>
  );
}

interface ContactRowProps {
  kind: ContactKind;
  icon: IconPath;
  label: string;
  value: string | null;
  absentText: string;
  status: ContactStatus;
  onClick: () => void;
  onVerify: () => void;
  verifying: boolean;
}

function ContactRow({ kind, icon, label, value, absentText, status, onClick, onVerify, verifying }: ContactRowProps) {
  const note = status === 'confirmed' ? ta.account.confirmed : status === 'unconfirmed' ? ta.account.unconfirmed : null;
  return (
    <Row
      icon={icon}
      label={label}
      onClick={onClick}
      value={
        <span data-status={status} data-testid={`contact-${kind}`} className={styles[status]}>
          {value || absentText}
          {note && <span className={styles.note}>{note}</span>}
        </span>
      }
      below={
        status === 'unconfirmed' ? (
          <Button size="small" className={styles.verify} onClick={onVerify} disabled={verifying}>
            {ta.account.verify}
          </Button>
        ) : undefined
      }
    />
  );
}
