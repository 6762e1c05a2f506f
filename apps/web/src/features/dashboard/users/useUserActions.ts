import type { AdminUser, BlockUserRequest, UpdateUserRequest } from '@skelbimai/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../../../components/snackbar/index.ts';
import { tadm } from '../../../messages/admin.ts';
import { adminCalls, dashboardKeys, type PagedList } from '../api.ts';

/** Applies a change to every loaded page of the users list at once, before the refetch confirms it. */
function patchUsers(client: QueryClient, change: (users: AdminUser[]) => AdminUser[]) {
  client.setQueriesData<PagedList<AdminUser>>({ queryKey: ['dashboard', 'users'] }, (old) =>
    old ? { ...old, items: change(old.items) } : old,
  );
}

/**
 * The users page's changes (PRODUCT.md §4 'Administration'): updating changes the name, e-mail, phone and
 * role; blocking sets isBlocked and blockedUntil; deleting removes the user from the list.
 */
export function useUserActions() {
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const settle = () => client.invalidateQueries({ queryKey: dashboardKeys.all });

  const update = useMutation({
    mutationFn: (body: UpdateUserRequest) => adminCalls.updateUser(body),
    onSuccess: (user) => {
      patchUsers(client, (users) => users.map((u) => (u.id === user.id ? { ...u, ...user } : u)));
      snackbar.show({ text: tadm.users.saved, color: 'success' });
      return settle();
    },
  });

  const block = useMutation({
    mutationFn: (body: BlockUserRequest) => adminCalls.blockUser(body),
    onSuccess: (result) => {
      patchUsers(client, (users) => users.map((u) => (u.id === result.id ? { ...u, ...result } : u)));
      snackbar.show({ text: result.isBlocked ? tadm.users.blocked : tadm.users.unblocked, color: 'success' });
      return settle();
    },
  });

  const remove = useMutation({
    mutationFn: (id: string) => adminCalls.deleteUser(id),
    onSuccess: (_result, id) => {
      patchUsers(client, (users) => users.filter((u) => u.id !== id));
      snackbar.show({ text: tadm.users.deleted, color: 'success' });
      return settle();
    },
  });

  return { update, block, remove };
}
