import { type AdminUser, authRoleValues } from '@skelbimai/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api/index.ts';
import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';
import { tadm } from '../../../messages/admin.ts';
import { t } from '../../../messages/lt.ts';
import { useAuth } from '../../auth/index.ts';
import { usersQuery } from '../api.ts';
import { DashboardNav } from '../DashboardNav.tsx';
import { DataList } from '../list/DataList.tsx';
import { FilterSelect } from '../list/FilterSelect.tsx';
import { ListFrame } from '../list/ListFrame.tsx';
import { ListPager } from '../list/ListPager.tsx';
import { useListParams } from '../list/useListParams.ts';
import { BlockUserDialog } from './BlockUserDialog.tsx';
import { EditUserDialog } from './EditUserDialog.tsx';
import { allowedActions, type UserAction, UserActions } from './UserActions.tsx';
import { userColumns } from './userColumns.tsx';
import { displayName } from './userFormat.ts';
import { useUserActions } from './useUserActions.ts';

const roleChoices = authRoleValues.map((role) => ({ value: role, label: tadm.roles[role] ?? role }));
const blockedChoices = [
  { value: 'true', label: tadm.users.onlyBlocked },
  { value: 'false', label: tadm.users.onlyActive },
];

/** /dashboard/users: find a user by name, e-mail or phone (the toolbar's search), filter, act. */
export function UsersPage() {
  const auth = useAuth();
  const viewer = { id: auth.user?.id ?? '', isAdmin: auth.isAdmin };
  const list = useListParams();
  const query = { searchKeyword: list.keyword, role: list.get('role'), blocked: list.get('blocked'), page: list.page };
  const users = useQuery(usersQuery(query));
  const actions = useUserActions();
  const [open, setOpen] = useState<{ action: UserAction; user: AdminUser } | null>(null);
  const close = () => setOpen(null);
  const items = users.data?.items ?? [];

  return (
    <>
      <DashboardNav />
      <ListFrame
        title={t.pages.dashboardUsers}
        isLoading={users.isPending}
        error={users.error}
        onRetry={() => users.refetch()}
        isEmpty={items.length === 0}
        totalCount={users.data?.totalCount}
        filters={
          <>
            <FilterSelect
              label={tadm.users.filterRole}
              value={list.get('role')}
              choices={roleChoices}
              anyLabel={tadm.list.any}
              onChange={(role) => list.setFilters({ role })}
            />
            <FilterSelect
              label={tadm.users.filterBlocked}
              value={list.get('blocked')}
              choices={blockedChoices}
              anyLabel={tadm.list.any}
              onChange={(blocked) => list.setFilters({ blocked })}
            />
          </>
        }
      >
        <DataList
          label={t.pages.dashboardUsers}
          items={items}
          itemKey={(user) => user.id}
          columns={userColumns(auth.isAdmin)}
          actionsLabel={tadm.list.actions}
          actions={(user) => (
            <UserActions
              user={user}
              actions={allowedActions(user, viewer)}
              onAction={(action, target) => {
                actions.block.reset();
                actions.remove.reset();
                setOpen({ action, user: target });
              }}
            />
          )}
        />
        <ListPager page={list.page} totalPages={users.data?.totalPages ?? 1} onChange={list.setPage} />
      </ListFrame>

      {open?.action === 'edit' && (
        <EditUserDialog
          user={open.user}
          canChangeRole={auth.isAdmin && open.user.id !== viewer.id}
          busy={actions.update.isPending}
          onCancel={close}
          onSave={async (body) => {
            await actions.update.mutateAsync(body);
            close();
          }}
        />
      )}
      {open?.action === 'block' && (
        <BlockUserDialog
          name={displayName(open.user)}
          busy={actions.block.isPending}
          onCancel={close}
          onBlock={async (blockedUntil, reason, ruleId) => {
            await actions.block.mutateAsync({
              targetUserId: open.user.id,
              isBlocked: true,
              blockedUntil,
              reason,
              ruleId,
            });
            close();
          }}
        />
      )}
      <ConfirmDialog
        cancelLabel={tadm.list.cancel}
        open={open?.action === 'unblock'}
        title={tadm.users.unblockTitle}
        text={open ? tadm.users.unblockText(displayName(open.user)) : ''}
        confirmLabel={tadm.users.unblock}
        busy={actions.block.isPending}
        errors={isApiError(actions.block.error) ? actions.block.error.messages : []}
        onCancel={close}
        onConfirm={() =>
          open && actions.block.mutate({ targetUserId: open.user.id, isBlocked: false }, { onSuccess: close })
        }
      />
      <ConfirmDialog
        cancelLabel={tadm.list.cancel}
        open={open?.action === 'delete'}
        title={tadm.users.deleteTitle}
        text={open ? tadm.users.deleteText(displayName(open.user)) : ''}
        confirmLabel={tadm.users.delete}
        danger
        busy={actions.remove.isPending}
        errors={isApiError(actions.remove.error) ? actions.remove.error.messages : []}
        onCancel={close}
        onConfirm={() => open && actions.remove.mutate(open.user.id, { onSuccess: close })}
      />
    </>
  );
}
