import { describe, expect, it } from 'vitest';
import {
  clientRouteIds,
  clientRoutes,
  dashboardRouteIds,
  isPrivateRoute,
  matchClientRoute,
  routePath,
} from './routes.ts';

describe('matchClientRoute', () => {
  it('finds each kind of route with its parameters', () => {
    expect(matchClientRoute('/')).toMatchObject({ id: 'home', params: {} });
    expect(matchClientRoute('/skelbimas/42')).toMatchObject({ id: 'ad', params: { id: '42' } });
    expect(matchClientRoute('/skelbimas')).toMatchObject({ id: 'ad', params: {} });
    expect(matchClientRoute('/skelbimai')).toMatchObject({ id: 'category', params: {} });
    expect(matchClientRoute('/skelbimai/transportas')).toMatchObject({
      id: 'category',
      params: { categoryLogicalName: 'transportas' },
    });
    expect(matchClientRoute('/skelbimai/transportas/automobiliai')).toMatchObject({
      id: 'subCategory',
      params: { category: 'transportas', subCategoryLogicalName: 'automobiliai' },
    });
    expect(matchClientRoute('/pardavejas/0b6f0d3e-1f7a-4c5e-9a51-2f3c4d5e6f70')).toMatchObject({
      id: 'seller',
      params: { userId: '0b6f0d3e-1f7a-4c5e-9a51-2f3c4d5e6f70' },
      route: { access: 'public' },
    });
    expect(matchClientRoute('/dashboard/users')).toMatchObject({ id: 'dashboardUsers' });
    expect(matchClientRoute('/dashboard/audit')).toMatchObject({ id: 'dashboardAudit', route: { access: 'admin' } });
  });

  it('ignores letter case and a trailing slash and decodes parameters', () => {
    expect(matchClientRoute('/Mano/Paskyra/')).toMatchObject({ id: 'account' });
    expect(matchClientRoute('/skelbimai/%C5%A1iauliai')).toMatchObject({ params: { categoryLogicalName: 'šiauliai' } });
  });

  it('finds nothing for unknown paths, extra segments and malformed escapes', () => {
    for (const path of [
      '/nera',
      '/skelbimas/1/2',
      '/skelbimai/a/b/c',
      '/mano',
      '/pardavejas',
      '/dashboard/x',
      '/skelbimai/%E0%A4%A',
    ]) {
      expect(matchClientRoute(path), path).toBeNull();
    }
  });
});

describe('isPrivateRoute', () => {
  it('keeps account, dashboard, sign-in and personal pages out of search engines', () => {
    const privateIds = Object.entries(clientRoutes)
      .filter(([, route]) => isPrivateRoute(route))
      .map(([id]) => id);
    expect(privateIds).toEqual(
      expect.arrayContaining([
        'login',
        'register',
        'account',
        'myAds',
        'bookmarked',
        'hidden',
        'dashboard',
        'dashboardAudit',
        'newAd',
      ]),
    );
    for (const id of ['home', 'allAds', 'category', 'subCategory', 'ad', 'information', 'rules'] as const) {
      expect(isPrivateRoute(clientRoutes[id]), id).toBe(false);
    }
  });
});

describe('routePath', () => {
  it('fills each parameter, percent-encoded, and leaves out a missing optional one', () => {
    expect(routePath('ad', { id: 42 })).toBe('/skelbimas/42');
    expect(routePath('subCategory', { category: 'a b', subCategoryLogicalName: 'š/x' })).toBe(
      '/skelbimai/a%20b/%C5%A1%2Fx',
    );
    expect(routePath('adStatistics', { id: '7' })).toBe('/mano/skelbimai/7/statistika');
    expect(routePath('home', {})).toBe('/');
    expect(routePath('account', {})).toBe('/mano/paskyra');
    const optional: Record<string, string> = {};
    expect(routePath('category', optional as { categoryLogicalName: string })).toBe('/skelbimai');
  });

  it('refuses a route without its required parameter', () => {
    expect(() => routePath('seller', {} as { userId: string })).toThrow(/userId/);
  });

  it('gives back an address its route matches', () => {
    expect(matchClientRoute(routePath('conversation', { id: 3 }))).toMatchObject({
      id: 'conversation',
      params: { id: '3' },
    });
  });
});

describe('dashboardRouteIds', () => {
  it('are exactly the routes under /dashboard, the moderators’ before the administrators’ own', () => {
    const underDashboard = clientRouteIds.filter((id) => clientRoutes[id].path.startsWith('/dashboard'));
    expect(dashboardRouteIds).toEqual(underDashboard);
    const access = dashboardRouteIds.map((id) => clientRoutes[id].access);
    expect(access.indexOf('admin')).toBe(access.lastIndexOf('role') + 1);
  });
});
