import { z } from 'zod';
import { ExportFormatSchema, ExportTimeZoneSchema, ListQueryShape, sortSchema } from '../common/pagination';
import {
  EmailSchema,
  IdSchema,
  PasswordSchema,
  PhoneSchema,
  QueryBooleanSchema,
  QueryDateSchema,
  REQUIRED,
  requiredString,
  UsernameSchema,
} from '../common/validation';
import { RoleSummarySchema } from '../roles/roles.schemas';

export const UserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  username: z.string(),
  phone: z.string().nullable(),
  is_active: z.boolean(),
  email_verified: z.boolean(),
  email_verified_at: z.string().nullable(),
  last_login_at: z.string().nullable(),
  roles: z.array(RoleSummarySchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** Blank optional fields arrive from forms as ''; they mean "none". */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const userFields = {
  name: requiredString(255),
  email: z.preprocess(blankToUndefined, EmailSchema.nullish()),
  phone: z.preprocess(blankToUndefined, PhoneSchema.nullish()),
  is_active: z.boolean({ error: 'invalid_type' }).default(true),
  email_verified: z.boolean({ error: 'invalid_type' }).default(false),
  roles: z.array(IdSchema, { error: 'invalid_type' }).max(50, 'array_max').default([]),
};

/** SPEC §5: on creation the username may be empty and is then generated from the email. */
export const UserCreateInputSchema = z
  .object({
    ...userFields,
    username: z.preprocess(blankToUndefined, UsernameSchema.optional()),
    password: PasswordSchema,
    password_confirmation: z.string({ error: 'required' }).min(1, REQUIRED),
  })
  .refine((input) => input.password === input.password_confirmation, {
    message: 'password_confirmation',
    path: ['password_confirmation'],
  })
  .refine((input) => input.username !== undefined || Boolean(input.email), {
    message: 'required',
    path: ['username'],
  });
export type UserCreateInput = z.infer<typeof UserCreateInputSchema>;

/** Update: the password is changed only when given. */
export const UserUpdateInputSchema = z
  .object({
    ...userFields,
    username: UsernameSchema,
    password: z.preprocess(blankToUndefined, PasswordSchema.optional()),
    password_confirmation: z.preprocess(blankToUndefined, z.string().optional()),
  })
  .refine((input) => input.password === undefined || input.password === input.password_confirmation, {
    message: 'password_confirmation',
    path: ['password_confirmation'],
  });
export type UserUpdateInput = z.infer<typeof UserUpdateInputSchema>;

export const USER_SORT_FIELDS = ['id', 'name', 'username', 'email', 'created_at', 'last_login_at'] as const;

export const UserFilterShape = {
  search: ListQueryShape.search,
  role: z.string().trim().max(64).optional(),
  is_active: QueryBooleanSchema.optional(),
  email_verified: QueryBooleanSchema.optional(),
  created_from: QueryDateSchema.optional(),
  created_to: QueryDateSchema.optional(),
};

export const UserListQuerySchema = z.object({
  ...ListQueryShape,
  ...UserFilterShape,
  sort: sortSchema(USER_SORT_FIELDS, '-id'),
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;
export type UserFilters = Pick<UserListQuery, keyof typeof UserFilterShape>;

export const UserExportQuerySchema = z.object({
  ...UserFilterShape,
  sort: sortSchema(USER_SORT_FIELDS, '-id'),
  format: ExportFormatSchema,
  tz: ExportTimeZoneSchema,
});
export type UserExportQuery = z.infer<typeof UserExportQuerySchema>;

export const UserStatsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  verified: z.number().int(),
  unverified: z.number().int(),
  new_this_month: z.number().int(),
  by_role: z.array(z.object({ name: z.string(), display_name: z.string(), count: z.number().int() })),
});
export type UserStats = z.infer<typeof UserStatsSchema>;

export const UserFilterOptionsSchema = z.object({
  roles: z.array(RoleSummarySchema),
  statuses: z.array(z.enum(['active', 'inactive'])),
  email_verified: z.array(z.enum(['verified', 'unverified'])),
  sorts: z.array(z.string()),
});
