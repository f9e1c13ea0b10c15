import { describe, expect, it } from 'vitest';
import { groupSelection, matchesPermission, setGroupSelected } from './permission-selection';

const group = ['user.view', 'user.create', 'user.edit'];

describe('groupSelection', () => {
  it('is checked, unchecked or mixed as the group’s permissions are chosen', () => {
    expect(groupSelection(group, new Set(group))).toBe(true);
    expect(groupSelection(group, new Set(['role.view']))).toBe(false);
    expect(groupSelection(group, new Set(['user.view']))).toBe('indeterminate');
  });
});

describe('setGroupSelected', () => {
  it('adds the missing permissions of a group after the ones already chosen', () => {
    expect(setGroupSelected(['role.view', 'user.edit'], group, true)).toEqual([
      'role.view',
      'user.edit',
      'user.view',
      'user.create',
    ]);
  });

  it('removes only that group’s permissions', () => {
    expect(setGroupSelected(['role.view', 'user.edit', 'user.view'], group, false)).toEqual(['role.view']);
  });
});

describe('matchesPermission', () => {
  it('finds a permission by its name or label, ignoring case and Vietnamese accents', () => {
    expect(matchesPermission('nguoi dung', 'user.view', 'Xem người dùng')).toBe(true);
    expect(matchesPermission('USER.V', 'user.view')).toBe(true);
    expect(matchesPermission('court', 'user.view', 'Xem người dùng')).toBe(false);
    expect(matchesPermission('  ', 'anything')).toBe(true);
  });
});
