import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures.ts';
import { phoneScreen } from '../../../test/phoneScreen.ts';
import { fakeAuth, renderRoutes } from '../../../test/render.tsx';
import { ADMIN_ID, fail, fakeApi, MODERATOR_ID, makeAdminUser, ORDINARY_ID, ok, paged } from '../testData.ts';
import { UsersPage } from './UsersPage.tsx';

const admin = makeUser({ id: ADMIN_ID, authRole: 'Administrator' });
const moderator = makeUser({ id: MODERATOR_ID, authRole: 'Moderator' });

/** A users API that remembers blocks, edits and deletions, like the real one. */
function usersApi() {
  let users = [
    makeAdminUser(),
    makeAdminUser({ id: MODERATOR_ID, fullName: 'Mona Moderatorė', email: 'mona@example.lt', authRole: 'Moderator' }),
    makeAdminUser({ id: ADMIN_ID, fullName: 'Ada Administratorė', email: 'ada@example.lt', authRole: 'Administrator' }),
  ];
  return fakeApi({
    '/api/settings/get': () => ok(null),
    '/api/users/getusers': () => paged(users, 3),
    '/api/users/BlockUser': (_url, body) => {
      const { targetUserId, isBlocked, blockedUntil } = body as {
        targetUserId: string;
        isBlocked: boolean;
        blockedUntil?: string | null;
      };
      users = users.map((u) => (u.id === targetUserId ? { ...u, isBlocked, blockedUntil: blockedUntil ?? null } : u));
      return ok({ id: targetUserId, isBlocked, blockedUntil: blockedUntil ?? null });
    },
    '/api/users/UpdateUser': (_url, body) => {
      const update = body as { targetUserId: string; email: string | null; fullName: string | null };
      if (update.email === 'ada@example.lt') {
        return fail(
          400,
          ['Patikrinkite pažymėtus laukelius.'],
          [{ property: 'email', errors: ['Šis el. paštas jau naudojamas.'] }],
        );
      }
      users = users.map((u) => (u.id === update.targetUserId ? { ...u, ...update, id: u.id } : u));
      const changed = users.find((u) => u.id === update.targetUserId);
      return ok(changed);
    },
    '/api/users/DeleteUser': (_url, body) => {
      const id = (body as { TargetUserId: string }).TargetUserId;
      users = users.filter((u) => u.id !== id);
      return ok({ id });
    },
  });
}

function renderUsers(viewer = admin, path = '/dashboard/users') {
  return renderRoutes(
    [
      { path: '/dashboard/users', element: <UsersPage /> },
      { path: '/dashboard/posts', element: <p>skelbimai</p> },
    ],
    path,
    { auth: fakeAuth(viewer) },
  );
}

const rowOf = async (name: string) => {
  const cell = await screen.findByRole('cell', { name });
  return cell.closest('tr') as HTMLElement;
};

afterEach(() => {
  vi.unstubAllGlobals();
});

// Dialogs and selects take many user-event steps; a loaded 2-core machine needs more than the default 15 s.
describe('/dashboard/users', { timeout: 45_000 }, () => {
  it('lists users with their ads, balance, last sign-in and state, searched and filtered from the address', async () => {
    const api = usersApi();
    const { router } = renderUsers(admin, '/dashboard/users?searchKeyword=petr&role=none&page=2');
    const row = await rowOf('Petras Petraitis');
    expect(within(row).getByText('petras@example.lt')).toBeInTheDocument();
    expect(within(row).getByText('Vartotojas')).toBeInTheDocument();
    expect(within(row).getByText('12,50 €')).toBeInTheDocument();
    expect(within(row).getByTitle('2026-03-02 10:30')).toHaveTextContent('2026-03-02');
    expect(within(row).getByText('Aktyvus')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Vartotojo Petras Petraitis skelbimai' })).toHaveAttribute(
      'href',
      `/dashboard/posts?targetUserId=${ORDINARY_ID}`,
    );
    const first = api.calls('/api/users/getusers')[0]?.url.searchParams;
    expect(first?.get('searchKeyword')).toBe('petr');
    expect(first?.get('role')).toBe('none');
    expect(first?.get('page')).toBe('2');

    // A filter goes into the address and starts again from the first page.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Būsena' }), 'Užblokuoti');
    await waitFor(() => expect(router.state.location.search).toBe('?searchKeyword=petr&role=none&blocked=true'));
    await waitFor(() => expect(api.calls('/api/users/getusers').at(-1)?.url.searchParams.get('blocked')).toBe('true'));
    expect(api.calls('/api/users/getusers').at(-1)?.url.searchParams.get('page')).toBe('1');

    // Paging.
    await userEvent.click(screen.getByRole('button', { name: '3 puslapis' }));
    await waitFor(() => expect(router.state.location.search).toContain('page=3'));
  });

  it('shows a moderator only blocking of ordinary users: no editing, deleting or balances', async () => {
    usersApi();
    renderUsers(moderator);
    const ordinary = await rowOf('Petras Petraitis');
    expect(within(ordinary).getByRole('button', { name: 'Blokuoti: Petras Petraitis' })).toBeInTheDocument();
    expect(within(ordinary).queryByRole('button', { name: /Redaguoti/ })).not.toBeInTheDocument();
    expect(within(ordinary).queryByRole('button', { name: /Ištrinti/ })).not.toBeInTheDocument();
    const staff = await rowOf('Ada Administratorė');
    expect(within(staff).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Balansas' })).not.toBeInTheDocument();
  });

  it('lets an administrator edit a user, showing the server’s message under the field it names', async () => {
    const api = usersApi();
    renderUsers();
    await userEvent.click(
      within(await rowOf('Petras Petraitis')).getByRole('button', { name: 'Redaguoti: Petras Petraitis' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Vartotojo duomenys' });
    const email = within(dialog).getByRole('textbox', { name: 'El. paštas' });
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@example.lt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    expect(await within(dialog).findByText('Šis el. paštas jau naudojamas.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await userEvent.clear(email);
    await userEvent.type(email, 'naujas@example.lt');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Rolė' }), 'Moderatorius');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('/api/users/UpdateUser').at(-1)?.body).toEqual({
      targetUserId: ORDINARY_ID,
      fullName: 'Petras Petraitis',
      email: 'naujas@example.lt',
      phoneNumber: '+37060000002',
      authRole: 'Moderator',
    });
    const row = await rowOf('Petras Petraitis');
    expect(await within(row).findByText('naujas@example.lt')).toBeInTheDocument();
    // The phone in the one format of every phone shown, as stored it is '+37060000002'.
    expect(within(row).getByText('+370 600 00002')).toBeInTheDocument();
    expect(within(row).getByText('Moderatorius')).toBeInTheDocument();
  });

  it('checks the form with the contract first and hides the role of the administrator’s own account', async () => {
    const api = usersApi();
    renderUsers();
    await userEvent.click(
      within(await rowOf('Ada Administratorė')).getByRole('button', { name: 'Redaguoti: Ada Administratorė' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Vartotojo duomenys' });
    expect(within(dialog).queryByRole('combobox', { name: 'Rolė' })).not.toBeInTheDocument();
    const email = within(dialog).getByRole('textbox', { name: 'El. paštas' });
    await userEvent.clear(email);
    await userEvent.type(email, 'ne-pastas');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Išsaugoti' }));
    expect(await within(dialog).findByText('Netinkamas el. pašto adresas.')).toBeInTheDocument();
    expect(api.calls('/api/users/UpdateUser')).toHaveLength(0);
  });

  it('blocks for 7 days, then unblocks after confirmation', async () => {
    const api = usersApi();
    renderUsers();
    await userEvent.click(
      within(await rowOf('Petras Petraitis')).getByRole('button', { name: 'Blokuoti: Petras Petraitis' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Blokuoti vartotoją' });
    expect(within(dialog).getByRole('radio', { name: '7 d.' })).toBeChecked();
    // The reason is required: nothing is sent without it.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Blokuoti' }));
    expect(await within(dialog).findByText('Nurodykite blokavimo priežastį.')).toBeInTheDocument();
    expect(api.calls('/api/users/BlockUser')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Priežastis/ }), '  Sukčiavimas: prašė avanso ');
    const before = Date.now();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Blokuoti' }));
    expect(await screen.findByText('Vartotojas užblokuotas.')).toBeInTheDocument();
    const sent = api.calls('/api/users/BlockUser')[0]?.body as {
      isBlocked: boolean;
      blockedUntil: string;
      reason: string;
    };
    expect(sent.isBlocked).toBe(true);
    expect(sent.reason).toBe('Sukčiavimas: prašė avanso');
    const days = (Date.parse(sent.blockedUntil) - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
    const row = await rowOf('Petras Petraitis');
    expect(await within(row).findByText(/^Užblokuotas iki /)).toBeInTheDocument();

    await userEvent.click(within(row).getByRole('button', { name: 'Atblokuoti: Petras Petraitis' }));
    const confirm = await screen.findByRole('dialog', { name: 'Atblokuoti vartotoją?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Atblokuoti' }));
    expect(await screen.findByText('Vartotojas atblokuotas.')).toBeInTheDocument();
    expect(api.calls('/api/users/BlockUser').at(-1)?.body).toEqual({ targetUserId: ORDINARY_ID, isBlocked: false });
    expect(await within(await rowOf('Petras Petraitis')).findByText('Aktyvus')).toBeInTheDocument();
  });

  it('blocks indefinitely, and asks for the date when blocking until a date', async () => {
    const api = usersApi();
    renderUsers();
    await userEvent.click(
      within(await rowOf('Petras Petraitis')).getByRole('button', { name: 'Blokuoti: Petras Petraitis' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Blokuoti vartotoją' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Iki datos' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Blokuoti' }));
    expect(await within(dialog).findByText('Pasirinkite datą.')).toBeInTheDocument();
    expect(api.calls('/api/users/BlockUser')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Neribotai' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Priežastis/ }), 'Šlamštas');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Blokuoti' }));
    expect(await within(await rowOf('Petras Petraitis')).findByText('Užblokuotas neribotai')).toBeInTheDocument();
    expect(api.calls('/api/users/BlockUser')[0]?.body).toEqual({
      targetUserId: ORDINARY_ID,
      isBlocked: true,
      blockedUntil: null,
      reason: 'Šlamštas',
      // No rule picked: the general one (DECISIONS #133).
      ruleId: 'other',
    });
  });

  it('deletes only after confirmation and removes the user from the list', async () => {
    const api = usersApi();
    renderUsers();
    const row = await rowOf('Petras Petraitis');
    await userEvent.click(within(row).getByRole('button', { name: 'Ištrinti: Petras Petraitis' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ištrinti vartotoją?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Atšaukti' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('/api/users/DeleteUser')).toHaveLength(0);

    await userEvent.click(within(row).getByRole('button', { name: 'Ištrinti: Petras Petraitis' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Ištrinti vartotoją?' })).getByRole('button', {
        name: 'Ištrinti',
      }),
    );
    expect(await screen.findByText('Vartotojas ištrintas.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Petras Petraitis' })).not.toBeInTheDocument());
    expect(api.calls('/api/users/DeleteUser')[0]?.body).toEqual({ TargetUserId: ORDINARY_ID });
  });

  it('shows cards instead of a table on a phone', async () => {
    phoneScreen();
    usersApi();
    renderUsers();
    const list = await screen.findByRole('list', { name: 'Vartotojai' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(card).getByText('Petras Petraitis')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Blokuoti: Petras Petraitis' })).toBeInTheDocument();
  });
});
