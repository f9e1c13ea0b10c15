import { describe, expect, it } from 'vitest';
import { canAccess, grantsOf, holdsAnyRole, holdsRole } from './auth-grants';

const role = (id: number, name: string) => ({ id, name, display_name: name });
const staff = grantsOf({ roles: [role(3, 'staff'), role(4, 'referee')] }, ['match.view', 'court.view']);

describe('the signed-in user’s grants (SPEC §6)', () => {
  it('checks a role by name', () => {
    expect(holdsRole(staff, 'staff')).toBe(true);
    expect(holdsRole(staff, 'referee')).toBe(true);
    expect(holdsRole(staff, 'admin')).toBe(false);
  });

  it('checks any of several roles', () => {
    expect(holdsAnyRole(staff, ['admin', 'referee'])).toBe(true);
    expect(holdsAnyRole(staff, ['admin', 'super_admin'])).toBe(false);
    expect(holdsAnyRole(staff, [])).toBe(false);
  });

  it('holds no role before the user is known, and keeps the permission checks', () => {
    const unknown = grantsOf(null, []);
    expect(holdsRole(unknown, 'staff')).toBe(false);
    expect(holdsAnyRole(unknown, ['staff'])).toBe(false);
    expect(canAccess(staff.permissions, ['user.view', 'court.view'])).toBe(true);
    expect(canAccess(staff.permissions, 'user.view')).toBe(false);
    expect(canAccess(staff.permissions, [])).toBe(true);
    expect(canAccess(staff.permissions, undefined)).toBe(true);
  });
});
