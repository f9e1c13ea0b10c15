import { PERMISSION_NAMES } from '@pickleball/domain/permissions';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { findActiveItem, NAV_GROUPS, visibleNavGroups } from './navigation';
import { guestRoutes, mailLinkRoutes, protectedRoutes, publicRoutes } from './routes';

const allRoutes = [...guestRoutes, ...mailLinkRoutes, ...publicRoutes, ...protectedRoutes];
const permissionOf = (path: string) => protectedRoutes.find((route) => route.path === path)?.permission;

describe('the route table (SPEC §2)', () => {
  it('declares each path once', () => {
    const paths = allRoutes.map((route) => route.path);
    expect(paths.length).toBe(new Set(paths).size);
  });

  it('names only permissions of the catalogue', () => {
    const known = new Set<string>(PERMISSION_NAMES);
    for (const route of protectedRoutes) {
      const list = route.permission === undefined ? [] : [route.permission].flat();
      for (const permission of list) expect(known.has(permission), `${route.path}: ${permission}`).toBe(true);
    }
  });

  it.each([
    ['/dashboard', undefined],
    ['/profile', undefined],
    ['/users/:id/edit', 'user.edit'],
    ['/roles/create', 'role.create'],
    ['/audit', 'audit.view'],
    ['/notifications/zalo-zns', 'admin.access'],
    ['/match-sessions/:id', 'match.view'],
    ['/match-sessions/:id/edit', 'match.session.manage'],
    ['/chat/:id?', 'chat.view'],
    ['/courts/import', 'court.import'],
  ])('guards %s with %s', (path, permission) => {
    expect(protectedRoutes.some((route) => route.path === path)).toBe(true);
    expect(permissionOf(path)).toBe(permission);
  });

  it('keeps the sign-in pages and the public pages outside the permission checks', () => {
    expect(guestRoutes.map((route) => route.path)).toEqual([
      '/login',
      '/register',
      '/forgot-password',
      '/auth/callback/:provider',
    ]);
    expect(mailLinkRoutes.map((route) => route.path)).toEqual(['/reset-password', '/verify-email']);
    expect(publicRoutes.map((route) => route.path)).toEqual([
      '/public-chat',
      '/public-scoreboard/:matchId',
      '/public-tournaments',
      '/public-tournaments/:id',
      '/register-court',
      '/register-court/edit/:token',
    ]);
  });
});

describe('the menu', () => {
  it('opens routes that exist, asking the same permission as the route', () => {
    for (const item of NAV_GROUPS.flatMap((group) => group.items)) {
      // The route that react-router would pick for the item's link (static segments win).
      const exact = protectedRoutes.find((route) => route.path === item.path);
      const route = exact ?? protectedRoutes.find((candidate) => matchPath(candidate.path, item.path));
      expect(route, item.path).toBeDefined();
      expect(item.permission, item.path).toBe(route?.permission);
    }
  });

  it('shows only what the user may open and drops empty groups', () => {
    const groups = visibleNavGroups((permission) => ['user.view', 'court.view'].includes(permission));
    expect(groups.map((group) => group.items.map((item) => item.path))).toEqual([
      ['/dashboard', '/pay', '/my-tournaments'],
      ['/courts'],
      ['/users'],
    ]);
  });

  it('highlights the most specific item for nested pages', () => {
    expect(findActiveItem('/users/5/edit')?.path).toBe('/users');
    expect(findActiveItem('/payments/gateways')?.path).toBe('/payments/gateways');
    expect(findActiveItem('/payments/transactions')?.path).toBe('/payments');
    expect(findActiveItem('/notifications/send')?.path).toBe('/notifications/send');
    expect(findActiveItem('/pay/12')?.path).toBe('/pay');
    expect(findActiveItem('/payments/12')?.path).toBe('/payments');
    expect(findActiveItem('/nowhere')).toBeUndefined();
  });
});
