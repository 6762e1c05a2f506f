import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser } from '../../test/fixtures.ts';
import { fakeAuth, renderRoutes } from '../../test/render.tsx';
import { DashboardNav } from './DashboardNav.tsx';
import { dashboardScreens } from './pages.ts';
import { ADMIN_ID, MODERATOR_ID } from './testData.ts';

const moderatorTabs = [
  ['Valdymo skydas', '/dashboard'],
  ['Skelbimai ir pranešimai', '/dashboard/posts'],
  ['Pranešimai apie turinį', '/dashboard/pranesimai'],
  ['Vartotojai', '/dashboard/users'],
  ['Paieškos žodynas', '/dashboard/zodynas'],
  ['Skundai', '/dashboard/skundai'],
  ['Skaidrumo ataskaita', '/dashboard/skaidrumas'],
  ['Draudžiami žodžiai', '/dashboard/zodziai'],
];
const administratorTabs = [
  ...moderatorTabs,
  ['Mokėjimai', '/dashboard/payments'],
  ['Užsakymai', '/dashboard/orders'],
  ['Veiksmų žurnalas', '/dashboard/audit'],
];

async function tabsOf(authRole: string, id: string) {
  renderRoutes([{ path: '/dashboard', element: <DashboardNav /> }], '/dashboard', {
    auth: fakeAuth(makeUser({ id, authRole })),
  });
  await screen.findByRole('tab', { name: 'Valdymo skydas' });
  return screen.getAllByRole('tab').map((tab) => [tab.textContent, tab.getAttribute('href')]);
}

describe('the dashboard pages declared as data', { timeout: 45_000 }, () => {
  it('give a moderator their tabs in the table’s order', async () => {
    expect(await tabsOf('Moderator', MODERATOR_ID)).toEqual(moderatorTabs);
  });

  it('give an administrator the money lists and the audit log too', async () => {
    expect(await tabsOf('Administrator', ADMIN_ID)).toEqual(administratorTabs);
  });

  it('each load a screen component', async () => {
    for (const [id, load] of Object.entries(dashboardScreens)) {
      expect(typeof (await load()).default, id).toBe('function');
    }
  });
});
