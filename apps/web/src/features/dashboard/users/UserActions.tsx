import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { AdminUser } from '@skelbimai/contract';
import type { ReactNode } from 'react';
import { tadm } from '../../../messages/admin.ts';
import { displayName, roleValue } from './userFormat.ts';

export type UserAction = 'edit' | 'block' | 'unblock' | 'delete';

/**
 * Which actions the signed-in staff member may take on this user (docs/API.md 'Administration'): an
 * administrator everything but blocking or deleting themselves; a moderator only blocks and unblocks
 * ordinary users. The server refuses the rest anyway; hiding them saves a pointless 403.
 */
export function allowedActions(user: AdminUser, viewer: { id: string; isAdmin: boolean }): UserAction[] {
  const self = user.id === viewer.id;
  const blockAction: UserAction = user.isBlocked ? 'unblock' : 'block';
  if (viewer.isAdmin) return self ? ['edit'] : ['edit', blockAction, 'delete'];
  return roleValue(user.authRole) === 'none' && !self ? [blockAction] : [];
}

const buttons: Record<UserAction, { icon: ReactNode; label: (name: string) => string; color?: 'error' }> = {
  edit: { icon: <EditIcon />, label: tadm.users.editOf },
  block: { icon: <BlockIcon />, label: tadm.users.blockOf, color: 'error' },
  unblock: { icon: <LockOpenIcon />, label: tadm.users.unblockOf },
  delete: { icon: <DeleteIcon />, label: tadm.users.deleteOf, color: 'error' },
};

export function UserActions({
  user,
  actions,
  onAction,
}: {
  user: AdminUser;
  actions: readonly UserAction[];
  onAction: (action: UserAction, user: AdminUser) => void;
}) {
  const name = displayName(user);
  return (
    <>
      {actions.map((action) => {
        const { icon, label, color } = buttons[action];
        return (
          <Tooltip key={action} title={label(name)}>
            <IconButton aria-label={label(name)} color={color} onClick={() => onAction(action, user)}>
              {icon}
            </IconButton>
          </Tooltip>
        );
      })}
    </>
  );
}
