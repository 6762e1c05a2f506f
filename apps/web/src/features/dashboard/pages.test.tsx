import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clientRoutes, dashboardRouteIds, type RouteAccess } from '../../lib/contract.ts';
import { makeUser } from '../../test/fixtures.ts';
import { fakeAuth, renderRoutes } from '../../test/render.tsx';
import { DashboardNav } from './DashboardNav.tsx';
import { dashboardScreens } from './pages.ts';
import { ADMIN_ID, MODERATOR_ID } from './testData.ts';

/** A link per dashboard route of the contract's table, in its order, as name and address. */
const tabsFor = (access: readonly RouteAccess[]) =>
  dashboardRouteIds
    .filter((id) => access.includes(clientRoutes[id].access))
    .map((id) => [clientRoutes[id].title, clientRoutes[id].path]);

async function tabsOf(authRole: string, id: string) {
  renderRoutes([{ path: '/dashboard', element: <DashboardNav /> }], '/dashboard', {
    auth: fakeAuth(makeUser({ id, authRole })),
  });
  const nav = await screen.findByRole('navigation', { name: 'Valdymo skydas' });
  // The page shown is marked as the current one.
  expect(within(nav).getByRole('link', { name: 'Valdymo skydas' })).toHaveAttribute('aria-current', 'page');
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('the dashboard pages declared as data', { timeout: 45_000 }, () => {
  it('give a moderator their tabs in the table’s order', async () => {
    const tabs = await tabsOf('Moderator', MODERATOR_ID);
    expect(tabs).toEqual(tabsFor(['role']));
    expect(tabs.slice(0, 3)).toEqual([
      ['Valdymo skydas', '/dashboard'],
      ['Skelbimai ir pranešimai', '/dashboard/posts'],
      ['Pranešimai apie turinį', '/dashboard/pranesimai'],
    ]);
    expect(tabs).not.toContainEqual(['Veiksmų žurnalas', '/dashboard/audit']);
  });

  it('give an administrator the money lists and the audit log too', async () => {
    const tabs = await tabsOf('Administrator', ADMIN_ID);
    expect(tabs).toEqual(tabsFor(['role', 'admin']));
    expect(tabs).toContainEqual(['Mokėjimai', '/dashboard/payments']);
    expect(tabs).toContainEqual(['Veiksmų žurnalas', '/dashboard/audit']);
  });

  it('each load a screen component', async () => {
    for (const [id, load] of Object.entries(dashboardScreens)) {
      expect(typeof (await load()).default, id).toBe('function');
    }
  });
});
