import type { AdminUser } from '@skelbimai/contract';
import { tadm } from '../../../messages/admin.ts';
import { cx } from '../../../ui/cx.ts';
import { IconButton } from '../../../ui/IconButton/IconButton.tsx';
import { iconBlock } from '../../../ui/icons/iconBlock.ts';
import { iconDelete } from '../../../ui/icons/iconDelete.ts';
import { iconEdit } from '../../../ui/icons/iconEdit.ts';
import { iconLockOpen } from '../../../ui/icons/iconLockOpen.ts';
import type { IconPath } from '../../../ui/icons.tsx';
import { Tooltip } from '../../../ui/Tooltip/Tooltip.tsx';
import styles from './UserActions.module.css';
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

const buttons: Record<UserAction, { icon: IconPath; label: (name: string) => string; danger?: boolean }> = {
  edit: { icon: iconEdit, label: tadm.users.editOf },
  block: { icon: iconBlock, label: tadm.users.blockOf, danger: true },
  unblock: { icon: iconLockOpen, label: tadm.users.unblockOf },
  delete: { icon: iconDelete, label: tadm.users.deleteOf, danger: true },
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
        const { icon, label, danger } = buttons[action];
        return (
          <Tooltip key={action} label={label(name)}>
            <IconButton
              icon={icon}
              aria-label={label(name)}
              className={cx(danger && styles.danger)}
              onClick={() => onAction(action, user)}
            />
          </Tooltip>
        );
      })}
    </>
  );
}
