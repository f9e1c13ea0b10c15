import { PERMISSION_NAMES } from '@pickleball/domain/permissions';
import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { readIdParams } from '../lib/route-params';
import { findActiveItem, NAV_GROUPS, visibleNavGroups } from './navigation';
import { isLightBundlePath, PublicPageHandover } from './public-page-handover';
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
    ['/match-sessions/:id/signups', 'match.view'],
    ['/me/club-nights', undefined],
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

describe('the light public bundles', () => {
  it('hands /public-chat and the public tournaments over to their own bundles, as a full load does', () => {
    for (const path of ['/public-chat', '/public-tournaments', '/public-tournaments/:id'])
      expect(publicRoutes.find((route) => route.path === path)?.element, path).toBe(PublicPageHandover);
    expect(isLightBundlePath('/public-chat')).toBe(true);
    expect(isLightBundlePath('/public-chat/')).toBe(true);
    expect(isLightBundlePath('/public-tournaments/12')).toBe(true);
    expect(isLightBundlePath('/public-chatter')).toBe(false);
    expect(isLightBundlePath('/dashboard')).toBe(false);
  });
});

describe('ids in addresses', () => {
  it('names every record id so the router checks it (`:id`, `:matchId`); only free text is named otherwise', () => {
    const freeText = new Set(['token', 'provider']);
    for (const route of allRoutes) {
      const ids = new Set(readIdParams(route.path).map((param) => param.name));
      const others = [...route.path.matchAll(/:(\w+)/g)]
        .map(([, name]) => name ?? '')
        .filter((name) => !ids.has(name));
      for (const name of others) expect(freeText.has(name), `${route.path}: :${name}`).toBe(true);
    }
    expect(allRoutes.filter((route) => readIdParams(route.path).length > 0).length).toBeGreaterThan(30);
  });
});

describe('the menu', () => {
  it('opens routes that exist, asking the same permission as the route', () => {
    for (const item of NAV_GROUPS.flatMap((group) => group.items)) {
      // A light page of its own (the public chat) is a public route, loaded as a document.
      if (item.isDocument) {
        expect(isLightBundlePath(item.path), item.path).toBe(true);
        expect(item.permission, item.path).toBeUndefined();
        continue;
      }
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
      ['/dashboard', '/pay', '/my-tournaments', '/me/club-nights', '/public-chat'],
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
