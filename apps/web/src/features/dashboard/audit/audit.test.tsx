import type { AuditEntry } from '@skelbimai/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures.ts';
import { phoneScreen } from '../../../test/phoneScreen.ts';
import { fakeAuth, renderRoutes } from '../../../test/render.tsx';
import { DashboardNav } from '../DashboardNav.tsx';
import { ADMIN_ID, fakeApi, MODERATOR_ID, ORDINARY_ID, ok, paged } from '../testData.ts';
import { AuditLogPage } from './AuditLogPage.tsx';
import { auditChanges } from './auditChanges.tsx';

const admin = { id: ADMIN_ID, fullName: 'Ona Administratorė', email: 'ona@example.lt' };
const petras = { id: ORDINARY_ID, fullName: 'Petras Paprastas', email: 'petras@pastas.lt' };

const roleChange: AuditEntry = {
  id: 3,
  actor: admin,
  action: 'user.update',
  targetType: 'user',
  targetId: ORDINARY_ID,
  targetUser: petras,
  before: { authRole: null, email: 'petras@example.lt' },
  after: { authRole: 'Moderator', email: 'petras@pastas.lt' },
  createdAt: '2026-03-04T12:00:00Z',
};

const dismissal: AuditEntry = {
  id: 2,
  actor: null,
  action: 'report.dismiss',
  targetType: 'report',
  targetId: '50',
  targetUser: null,
  before: { state: 'open' },
  after: { state: 'dismissed', note: 'Skelbimas tvarkingas', postId: 7 },
  createdAt: '2026-03-03T09:00:00Z',
};

const postBlock: AuditEntry = {
  id: 4,
  actor: admin,
  action: 'post.block',
  targetType: 'post',
  targetId: '7',
  targetUser: null,
  before: { status: 'active', blockedReason: null },
  after: { status: 'blocked', blockedReason: 'Sukčiavimas' },
  createdAt: '2026-03-03T10:00:00Z',
};

const block: AuditEntry = {
  id: 1,
  actor: admin,
  action: 'user.block',
  targetType: 'user',
  targetId: ORDINARY_ID,
  targetUser: petras,
  before: { isBlocked: false, blockedUntil: null },
  after: { isBlocked: true, blockedUntil: null, blockedReason: 'Šlamštas' },
  createdAt: '2026-03-02T09:00:00Z',
};

function renderAudit(path: string) {
  const api = fakeApi({
    '/api/settings/get': () => ok(null),
    '/api/audit/GetAuditLog': () => paged([roleChange, postBlock, dismissal, block]),
  });
  const result = renderRoutes([{ path: '/dashboard/audit', element: <AuditLogPage /> }], path, {
    auth: fakeAuth(makeUser({ id: ADMIN_ID, authRole: 'Administrator' })),
  });
  return { ...result, api };
}

const rowOf = async (action: string) =>
  (await screen.findByRole('cell', { name: action })).closest('tr') as HTMLElement;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/dashboard/audit', { timeout: 45_000 }, () => {
  it('lists who did what to whom in Lithuanian, with each change as before → after', async () => {
    renderAudit('/dashboard/audit');
    const update = await rowOf('Vartotojo duomenų keitimas');
    expect(within(update).getByRole('link', { name: 'Tik Ona Administratorė veiksmai' })).toHaveAttribute(
      'href',
      `/dashboard/audit?actorId=${ADMIN_ID}`,
    );
    // People are named with their e-mail, not by an id.
    expect(within(update).getByText('ona@example.lt')).toBeInTheDocument();
    const target = within(update).getByRole('link', { name: 'Visi šio objekto veiksmai' });
    expect(target).toHaveTextContent('Petras Paprastas');
    expect(target).toHaveAttribute('href', `/dashboard/audit?targetType=user&targetId=${ORDINARY_ID}`);
    expect(within(update).getByText('petras@pastas.lt')).toBeInTheDocument();
    expect(within(update).queryByText(ORDINARY_ID.slice(0, 8))).not.toBeInTheDocument();
    expect(within(update).getByText('— → Moderatorius')).toBeInTheDocument();
    expect(within(update).getByText('petras@example.lt → petras@pastas.lt')).toBeInTheDocument();

    const report = await rowOf('Pranešimas atmestas');
    expect(within(report).getByText('Ištrinta paskyra')).toBeInTheDocument();
    expect(within(report).getByRole('link', { name: 'Skelbimas #7' })).toHaveAttribute('href', '/skelbimas/7');
    expect(within(report).getByText('Neišspręstas → Atmestas')).toBeInTheDocument();
    expect(within(report).getByText('Skelbimas tvarkingas')).toBeInTheDocument();

    const post = await rowOf('Skelbimo blokavimas');
    expect(within(post).getByRole('link', { name: '#7' })).toHaveAttribute(
      'href',
      '/dashboard/audit?targetType=post&targetId=7',
    );
    expect(within(post).getByRole('link', { name: 'Atidaryti skelbimą' })).toHaveAttribute('href', '/skelbimas/7');
    expect(within(post).getByText('Aktyvus → Užblokuotas')).toBeInTheDocument();

    const blocked = await rowOf('Vartotojo blokavimas');
    expect(within(blocked).getByText('Ne → Taip')).toBeInTheDocument();
    expect(within(blocked).getByText('Šlamštas')).toBeInTheDocument();
    // blockedUntil stayed null (blocked indefinitely): nothing to show for it.
    expect(within(blocked).queryByText(/Užblokuotas iki/)).not.toBeInTheDocument();
  });

  it('sends the filters in the address to the server, and puts new ones in the address', async () => {
    const { api, router } = renderAudit(`/dashboard/audit?action=user.block&actorId=${ADMIN_ID}&page=2`);
    await rowOf('Vartotojo blokavimas');
    const query = api.calls('/api/audit/GetAuditLog')[0]?.url.searchParams;
    expect(query?.get('action')).toBe('user.block');
    expect(query?.get('actorId')).toBe(ADMIN_ID);
    expect(query?.get('page')).toBe('2');
    expect(query?.has('targetType')).toBe(false);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Objekto tipas' }), 'Skelbimas');
    await waitFor(() => expect(router.state.location.search).toContain('targetType=post'));
    expect(router.state.location.search).not.toContain('page=');
    await userEvent.type(screen.getByRole('textbox', { name: 'Objekto ID' }), '7{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('targetId=7'));
    await waitFor(() => {
      const last = api.calls('/api/audit/GetAuditLog').at(-1)?.url.searchParams;
      expect(last?.get('targetType')).toBe('post');
      expect(last?.get('targetId')).toBe('7');
      expect(last?.get('action')).toBe('user.block');
    });

    // A person by part of a name or e-mail (who acted, or whom it was about).
    await userEvent.type(screen.getByRole('textbox', { name: 'Vartotojas (vardas ar el. paštas)' }), 'petras{Enter}');
    await waitFor(() => expect(router.state.location.search).toContain('user=petras'));
    await waitFor(() =>
      expect(api.calls('/api/audit/GetAuditLog').at(-1)?.url.searchParams.get('user')).toBe('petras'),
    );
  });

  it('shows cards on a phone, the action as each card’s title', async () => {
    phoneScreen();
    renderAudit('/dashboard/audit');
    const cards = await screen.findAllByTestId('data-row');
    expect(cards).toHaveLength(4);
    expect(cards[0]?.tagName).toBe('LI');
    expect(within(cards[0] as HTMLElement).getByText('Vartotojo duomenų keitimas')).toBeInTheDocument();
    expect(within(cards[0] as HTMLElement).getByText('Pakeitimai')).toBeInTheDocument();
  });
});

describe('the audit tab', { timeout: 45_000 }, () => {
  const renderNav = (authRole: string, id: string) =>
    renderRoutes([{ path: '/dashboard', element: <DashboardNav /> }], '/dashboard', {
      auth: fakeAuth(makeUser({ id, authRole })),
    });

  it('is there for an administrator', async () => {
    renderNav('Administrator', ADMIN_ID);
    expect(
      await within(await screen.findByRole('navigation', { name: 'Valdymo skydas' })).findByRole('link', {
        name: 'Veiksmų žurnalas',
      }),
    ).toHaveAttribute('href', '/dashboard/audit');
  });

  it('is not there for a moderator', async () => {
    renderNav('Moderator', MODERATOR_ID);
    expect(
      await within(await screen.findByRole('navigation', { name: 'Valdymo skydas' })).findByRole('link', {
        name: 'Vartotojai',
      }),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Valdymo skydas' })).queryByRole('link', {
        name: 'Veiksmų žurnalas',
      }),
    ).not.toBeInTheDocument();
  });
});

describe('auditChanges', () => {
  it('leaves out unchanged fields and the report’s ad id, and shows a field only set afterwards alone', () => {
    expect(auditChanges(dismissal)).toEqual([
      { field: 'state', label: 'Būsena', before: 'Neišspręstas', after: 'Atmestas' },
      { field: 'note', label: 'Pastaba', before: null, after: 'Skelbimas tvarkingas' },
    ]);
  });

  it('names an added field in Lithuanian, its type included', () => {
    const after = { fieldKey: 'seats', fieldLabel: 'Sėdimų vietų', fieldType: 'multiChoice' };
    expect(auditChanges({ before: null, after })).toEqual([
      { field: 'fieldKey', label: 'Laukelis', before: null, after: 'seats' },
      { field: 'fieldLabel', label: 'Pavadinimas', before: null, after: 'Sėdimų vietų' },
      { field: 'fieldType', label: 'Tipas', before: null, after: 'Keli pasirinkimai' },
    ]);
  });
});
