import { RoleInputSchema, UserCreateInputSchema } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listFieldPaths, mapServerFieldErrors, type TranslateMessage, translateIssues } from './form-errors';

/** A stand-in for i18next: shows the key and its values so the test sees what would be translated. */
const translate: TranslateMessage = (key, values) =>
  values
    ? `${key}(${Object.entries(values)
        .map(([name, value]) => `${name}=${value}`)
        .join(',')})`
    : key;

function issuesOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the value to be invalid');
  return result.error.issues;
}

describe('translateIssues', () => {
  it('turns each field’s first issue into a validation: message in the user’s language', () => {
    const errors = translateIssues(
      issuesOf(UserCreateInputSchema, {
        name: '',
        email: 'not-an-email',
        password: 'short',
        password_confirmation: 'x',
      }),
      translate,
    );
    expect(errors.name?.message).toMatch(/^validation:required(\(|$)/);
    expect(errors.email?.message).toBe('validation:email');
    expect(errors.password?.message).toMatch(/^validation:password_min(\(|$)/);
  });

  it('passes the limits of length rules as values', () => {
    const errors = translateIssues(
      issuesOf(RoleInputSchema, { name: 'a'.repeat(65), display_name: 'x' }),
      translate,
    );
    expect(errors.name?.message).toBe('validation:string_max(max=64)');
  });

  it('reports a refinement on its path (passwords that do not match)', () => {
    const errors = translateIssues(
      issuesOf(UserCreateInputSchema, {
        name: 'An',
        email: 'an@example.com',
        password: 'Secret123',
        password_confirmation: 'Secret124',
      }),
      translate,
    );
    expect(errors.password_confirmation?.message).toBe('validation:password_confirmation');
    expect(Object.keys(errors)).toEqual(['password_confirmation']);
  });

  it('puts issues without a path on the form and names nested paths with dots', () => {
    const schema = z
      .object({ tags: z.array(z.string().min(3)) })
      .refine(() => false, { message: 'date_range' });
    const errors = translateIssues(issuesOf(schema, { tags: ['ok!', 'x'] }), translate);
    expect(errors['tags.1']?.message).toBe('validation:string_min(min=3)');
    const root = translateIssues(issuesOf(schema, { tags: [] }), translate);
    expect(root.root?.message).toBe('validation:date_range');
  });
});

describe('mapServerFieldErrors', () => {
  it('puts a 422 message on the field of that name, the first message of each', () => {
    expect(
      mapServerFieldErrors({ email: ['This email address is already in use', 'second'] }, ['name', 'email']),
    ).toEqual({ fields: { email: 'This email address is already in use' }, others: [] });
  });

  it('sends a nested path to the field it belongs to', () => {
    expect(mapServerFieldErrors({ 'roles.0': ['This role does not exist'] }, ['roles']).fields).toEqual({
      roles: 'This role does not exist',
    });
  });

  it('keeps messages about fields the form does not have apart', () => {
    expect(mapServerFieldErrors({ tenant: ['Unknown'], name: [] }, ['name'])).toEqual({
      fields: {},
      others: ['Unknown'],
    });
  });
});

describe('listFieldPaths', () => {
  it('names nested objects and arrays of objects, but not the items of a plain array', () => {
    const paths = listFieldPaths({
      name: 'Sân A',
      roles: [1, 2],
      operating_hours: { monday: { closed: false, open: '06:00', close: '22:00' } },
      social_media: [{ platform: 'zalo', url: 'https://zalo.me/1' }],
      website: null,
    });
    expect(paths).toEqual([
      'name',
      'roles',
      'operating_hours',
      'operating_hours.monday',
      'operating_hours.monday.closed',
      'operating_hours.monday.open',
      'operating_hours.monday.close',
      'social_media',
      'social_media.0',
      'social_media.0.platform',
      'social_media.0.url',
      'website',
    ]);
  });

  it('lets a server 422 on a nested path land on that input, and a plain array item on its list', () => {
    const values = {
      roles: [1, 2],
      operating_hours: { monday: { open: '22:00', close: '06:00' } },
    };
    expect(
      mapServerFieldErrors(
        {
          'operating_hours.monday.close': ['Closing time must be after opening time'],
          'roles.1': ['Unknown'],
        },
        listFieldPaths(values),
      ).fields,
    ).toEqual({
      'operating_hours.monday.close': 'Closing time must be after opening time',
      roles: 'Unknown',
    });
  });
});
