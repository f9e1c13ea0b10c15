import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { RegisterInputSchema } from '../auth/auth.schemas';
import { UserCreateInputSchema } from '../users/users.schemas';
import {
  describeIssue,
  groupIssues,
  PasswordSchema,
  PhoneSchema,
  patchSchema,
  UsernameSchema,
} from './validation';

const keysOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { reportInput: true });
  return result.success ? [] : result.error.issues.map((issue) => describeIssue(issue).key);
};

describe('SPEC §5 password rule', () => {
  it.each([
    ['Pickle123', []],
    ['Ab1@$!%*?&', []],
    ['', ['required']],
    ['Ab1', ['password_min']],
    ['pickle123', ['password_format']],
    ['PICKLE123', ['password_format']],
    ['Pickleball', ['password_format']],
    ['Pickle 123', ['password_chars']],
    ['Pickle#123', ['password_chars']],
  ])('%j → %j', (password, keys) => {
    expect(keysOf(PasswordSchema, password)).toEqual(keys);
  });
});

describe('SPEC §5 username rule', () => {
  it.each([
    ['an.nguyen', []],
    ['user_2026', []],
    ['abcd', ['username_length']],
    ['a'.repeat(17), ['username_length']],
    ['an nguyen', ['username_format']],
    ['nguyễn.an', ['username_format']],
  ])('%j → %j', (username, keys) => {
    expect(keysOf(UsernameSchema, username)).toEqual(keys);
  });
});

describe('phone numbers', () => {
  it('normalises Vietnamese numbers written with the country code', () => {
    expect(PhoneSchema.parse('+84 912 345 678')).toBe('0912345678');
    expect(PhoneSchema.parse('0912.345.678')).toBe('0912345678');
    expect(keysOf(PhoneSchema, '12ab')).toEqual(['phone']);
  });
});

describe('describeIssue', () => {
  it('reads a missing value as required and carries limits', () => {
    const schema = z.object({
      name: z.string(),
      age: z.number().min(18),
      tags: z.array(z.string()).max(2),
      kind: z.enum(['a', 'b']),
    });
    const result = schema.safeParse({ age: 3, tags: ['x', 'y', 'z'], kind: 'c' }, { reportInput: true });
    expect(result.success).toBe(false);
    const grouped = groupIssues(result.error?.issues ?? []);
    expect(grouped).toEqual({
      name: [{ key: 'required' }],
      age: [{ key: 'number_min', values: { min: 18 } }],
      tags: [{ key: 'array_max', values: { max: 2 } }],
      kind: [{ key: 'one_of', values: { options: 'a, b' } }],
    });
  });

  it('lists the options of an enum whose schema names its own message key', () => {
    const schema = z.object({ role: z.enum(['admin', 'member'], { error: 'one_of' }) });
    const result = schema.safeParse({ role: 'owner' }, { reportInput: true });
    expect(groupIssues(result.error?.issues ?? [])).toEqual({
      role: [{ key: 'one_of', values: { options: 'admin, member' } }],
    });
  });

  it('puts the confirmation mismatch on its field', () => {
    const result = RegisterInputSchema.safeParse({
      name: 'An',
      email: 'an@example.com',
      username: 'an.nguyen',
      password: 'Pickle123',
      password_confirmation: 'Pickle124',
    });
    expect(groupIssues(result.error?.issues ?? [])).toEqual({
      password_confirmation: [{ key: 'password_confirmation' }],
    });
  });

  it('lets a user be created without a username when an email is given, and not otherwise', () => {
    const base = { name: 'An', password: 'Pickle123', password_confirmation: 'Pickle123' };
    expect(UserCreateInputSchema.safeParse({ ...base, email: 'an@example.com', username: '' }).success).toBe(
      true,
    );
    const missing = UserCreateInputSchema.safeParse({ ...base, username: '' });
    expect(groupIssues(missing.error?.issues ?? [])).toEqual({ username: [{ key: 'required' }] });
  });
});

describe('patchSchema', () => {
  const schema = patchSchema({ is_pinned: z.boolean(), note: z.string().nullable() });
  const grouped = (value: unknown) => {
    const result = schema.safeParse(value, { reportInput: true });
    return result.success ? null : groupIssues(result.error.issues);
  };

  it('refuses a body naming none of its fields, so no update is built with nothing to set', () => {
    expect(grouped({})).toEqual({ _: [{ key: 'patch_empty' }] });
    expect(grouped({ is_pinned: undefined })).toEqual({ _: [{ key: 'patch_empty' }] });
  });

  it('refuses an unknown field under its own name', () => {
    expect(grouped({ pinned: true, is_pinned: true })).toEqual({ pinned: [{ key: 'unknown_field' }] });
    expect(grouped({ pinned: true })).toEqual({
      pinned: [{ key: 'unknown_field' }],
      _: [{ key: 'patch_empty' }],
    });
  });

  it('accepts any one of its fields, null included', () => {
    expect(schema.parse({ note: null })).toEqual({ note: null });
    expect(schema.parse({ is_pinned: false })).toEqual({ is_pinned: false });
  });
});
