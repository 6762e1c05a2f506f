import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EmailIcon from '@mui/icons-material/Email';
import KeyIcon from '@mui/icons-material/Key';
import PersonIcon from '@mui/icons-material/Person';
import PhoneIcon from '@mui/icons-material/Phone';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { User } from '@skelbimai/contract';
import { formatPhone } from '@skelbimai/contract/phone';
import type { ReactNode } from 'react';
import { ta } from '../../../messages/index.ts';
import type { ContactKind } from './ContactDialog.tsx';
import { type ContactStatus, contactColor, contactStatus } from './contactStatus.ts';

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
      <Row icon={<PhotoCameraIcon />} label={ta.account.photo} onClick={() => onEdit('picture')}>
        <Avatar src={user.pictureUrl ?? undefined} alt="" sx={{ width: 32, height: 32 }} />
      </Row>
      <Row
        icon={<PersonIcon />}
        label={ta.account.name}
        onClick={() => onEdit('name')}
        value={user.fullName || ta.account.noName}
        muted={!user.fullName}
      />
      <ContactRow
        kind="email"
        icon={<EmailIcon />}
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
        icon={<PhoneIcon />}
        label={ta.account.phone}
        value={user.phoneNumber && formatPhone(user.phoneNumber)}
        absentText={ta.account.noPhone}
        status={phone}
        onClick={() => onEdit('phone')}
        onVerify={() => onVerify('phone')}
        verifying={verifying}
      />
      <Row
        icon={<KeyIcon />}
        label={ta.account.password}
        onClick={() => onEdit('password')}
        value={user.hasPassword ? ta.account.passwordSet : ta.account.passwordNotSet}
        muted={!user.hasPassword}
      />
    </>
  );
}

interface RowProps {
  icon: ReactNode;
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
    <ListItem disablePadding sx={{ flexDirection: 'column', alignItems: 'stretch' }}>
      <ListItemButton onClick={onClick} sx={{ px: 1 }}>
        <ListItemIcon sx={{ minWidth: 40 }}>{icon}</ListItemIcon>
        <ListItemText
          primary={label}
          secondary={value}
          slotProps={{
            primary: { variant: 'caption', color: 'textSecondary' },
            secondary: {
              component: 'div',
              variant: 'body1',
              color: muted ? 'textSecondary' : 'textPrimary',
              sx: { overflowWrap: 'anywhere' },
            },
          }}
        />
        {children}
        <ChevronRightIcon color="action" sx={{ ml: 1 }} />
      </ListItemButton>
      {/* Outside the row's button: a button inside a button is not allowed. */}
      {below && <Box sx={{ pl: 6, pb: 1 }}>{below}</Box>}
    </ListItem>
  );
}

interface ContactRowProps {
  kind: ContactKind;
  icon: ReactNode;
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
        <Box component="span" data-status={status} data-testid={`contact-${kind}`} sx={{ color: contactColor[status] }}>
          {value || absentText}
          {note && (
            <Box component="span" sx={{ display: 'block', typography: 'caption' }}>
              {note}
            </Box>
          )}
        </Box>
      }
      below={
        status === 'unconfirmed' ? (
          <Button size="small" variant="outlined" color="warning" onClick={onVerify} disabled={verifying}>
            {ta.account.verify}
          </Button>
        ) : undefined
      }
    />
  );
}
