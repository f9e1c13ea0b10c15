import { z } from 'zod';
import {
  EmailSchema,
  PasswordSchema,
  PhoneSchema,
  REQUIRED,
  requiredString,
  UsernameSchema,
} from '../common/validation';
import { UserSchema } from '../users/users.schemas';

/** Access tokens live 15 minutes; the web refreshes within 5 minutes of the end (SPEC §7, §9). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export const LoginInputSchema = z.object({
  /** A username or a phone number. */
  login: requiredString(255),
  password: z.string({ error: 'required' }).min(1, REQUIRED).max(128, 'string_max'),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const RegisterInputSchema = z
  .object({
    name: requiredString(255),
    email: EmailSchema,
    username: UsernameSchema,
    phone: z.preprocess(blankToUndefined, PhoneSchema.optional()),
    password: PasswordSchema,
    password_confirmation: z.string({ error: 'required' }).min(1, REQUIRED),
  })
  .refine((input) => input.password === input.password_confirmation, {
    message: 'password_confirmation',
    path: ['password_confirmation'],
  });
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

/** A request for a password-reset link: the answer is the same whether or not the address is known. */
export const ForgotPasswordInputSchema = z.object({ email: EmailSchema });
export type ForgotPasswordInput = z.infer<typeof ForgotPasswordInputSchema>;

/** A new password chosen through the link of a reset e-mail. */
export const ResetPasswordInputSchema = z
  .object({
    token: requiredString(200),
    password: PasswordSchema,
    password_confirmation: z.string({ error: 'required' }).min(1, REQUIRED),
  })
  .refine((input) => input.password === input.password_confirmation, {
    message: 'password_confirmation',
    path: ['password_confirmation'],
  });
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

/** The token of an e-mail verification link. */
export const VerifyEmailInputSchema = z.object({ token: requiredString(200) });

/** How long the links sent by e-mail work. */
export const PASSWORD_RESET_TTL_MINUTES = 30;
export const EMAIL_VERIFICATION_TTL_HOURS = 48;

export const RefreshInputSchema = z.object({ refresh_token: requiredString(200) });
export const LogoutInputSchema = z.object({ refresh_token: z.string().max(200).optional() }).optional();

export const IdTokenInputSchema = z.object({ id_token: requiredString(8192) });
export const AccessTokenInputSchema = z.object({ access_token: requiredString(8192) });

export const SocialProviderParamsSchema = z.object({
  provider: z.enum(SOCIAL_PROVIDERS, { error: 'invalid_value' }),
});
export const SocialCallbackQuerySchema = z.object({
  code: requiredString(4096),
  state: requiredString(4096),
});

export const AuthUserSchema = UserSchema.extend({ permissions: z.array(z.string()) });
export type AuthUser = z.infer<typeof AuthUserSchema>;

export const TokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  expires_at: z.string(),
});

/** The answer of login, register, social login and its callback. */
export const AuthSessionSchema = TokenPairSchema.extend({
  user: AuthUserSchema,
  permissions: z.array(z.string()),
});
export type AuthSession = z.infer<typeof AuthSessionSchema>;

export const SocialProvidersSchema = z.object({ providers: z.array(z.enum(SOCIAL_PROVIDERS)) });
