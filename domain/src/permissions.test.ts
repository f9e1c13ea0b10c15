import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROLES,
  hasAnyPermission,
  hasPermission,
  hasRole,
  PERMISSION_CATALOGUE,
  PERMISSION_NAMES,
  unionPermissions,
} from './permissions';

describe('catalogue', () => {
  it('names each permission once', () => {
    expect(new Set(PERMISSION_NAMES).size).toBe(PERMISSION_NAMES.length);
  });

  it('holds every permission SPEC §2 attaches to a route, and admin.access', () => {
    for (const name of [
      'user.view',
      'court-request.view',
      'notification.templates.edit',
      'match.session.manage',
      'admin.access',
      'email-template.create',
    ]) {
      expect(PERMISSION_NAMES).toContain(name);
    }
    expect(PERMISSION_CATALOGUE.every((entry) => entry.group.length > 0)).toBe(true);
  });
});

describe('default roles', () => {
  const role = (name: string) => DEFAULT_ROLES.find((entry) => entry.name === name);

  it('gives super_admin everything and admin all but role and permission management', () => {
    expect(role('super_admin')?.permissions).toEqual(PERMISSION_NAMES);
    const admin = role('admin')?.permissions ?? [];
    expect(admin).not.toContain('role.create');
    expect(admin).not.toContain('permission.delete');
    expect(admin).toContain('user.delete');
  });

  it('lets staff manage operations but not users or configuration', () => {
    const staff = role('staff')?.permissions ?? [];
    expect(staff).toEqual(
      expect.arrayContaining([
        'court.create',
        'club.member.manage',
        'match.edit',
        'tournament.edit',
        'task.create',
      ]),
    );
    expect(staff).toContain('payment.view');
    expect(staff).not.toContain('user.view');
    expect(staff).not.toContain('configuration.manage');
    expect(staff).not.toContain('device.create');
  });

  it('gives players and court owners no back-office permission', () => {
    expect(role('player')?.permissions).toEqual([]);
    expect(role('court_owner')?.permissions).toEqual([]);
  });
});

describe('checks', () => {
  const grants = {
    roles: ['referee', 'staff'],
    permissions: unionPermissions([
      { permissions: ['match.view', 'match.edit'] },
      { permissions: ['match.view', 'club.view'] },
    ]),
  };

  it('unions permissions without duplicates', () => {
    expect(grants.permissions).toEqual(['club.view', 'match.edit', 'match.view']);
  });

  it('checks a role, a permission, or any of several', () => {
    expect(hasRole(grants, 'referee')).toBe(true);
    expect(hasRole(grants, 'admin')).toBe(false);
    expect(hasPermission(grants, 'match.edit')).toBe(true);
    expect(hasPermission(grants, 'user.view')).toBe(false);
    expect(hasAnyPermission(grants, ['user.view', 'club.view'])).toBe(true);
    expect(hasAnyPermission(grants, ['user.view', 'role.view'])).toBe(false);
  });
});
