import {
  AuthSessionSchema,
  AuthUserSchema,
  dataEnvelope,
  ForgotPasswordInputSchema,
  LoginInputSchema,
  LogoutInputSchema,
  MessageEnvelopeSchema,
  RefreshInputSchema,
  RegisterInputSchema,
  ResetPasswordInputSchema,
  VerifyEmailInputSchema,
} from '@pickleball/domain';
import { defineRoute } from '../../platform/routing';
import { requestPasswordReset, resetPassword, verifyEmail } from './auth.account-links.service';
import { getCurrentUser, login, logout, refresh, register } from './auth.service';

const tags = ['auth'];
const SessionEnvelope = dataEnvelope(AuthSessionSchema);

export const authRoutes = [
  defineRoute({
    method: 'POST',
    url: '/api/v1/auth/login',
    access: { public: true },
    summary: 'Sign in with a username or phone and a password',
    tags,
    body: LoginInputSchema,
    response: SessionEnvelope,
    handler: async ({ ctx, body }) => ({ data: await login(ctx, body) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/auth/register',
    access: { public: true },
    summary: 'Create an account (no role) and sign in',
    tags,
    body: RegisterInputSchema,
    response: SessionEnvelope,
    status: 201,
    handler: async ({ ctx, body }) => ({ data: await register(ctx, body) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/auth/refresh',
    access: { public: true },
    summary: 'Rotate a refresh token for a new access token',
    tags,
    body: RefreshInputSchema,
    response: SessionEnvelope,
    handler: async ({ ctx, body }) => ({ data: await refresh(ctx, body.refresh_token) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/auth/logout',
    // Public so that a caller whose access token has expired can still end the session.
    access: { public: true },
    summary: 'End the current session',
    tags,
    body: LogoutInputSchema,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx, body }) => {
      await logout(ctx, body?.refresh_token);
      return { message: ctx.t('common:logged_out') };
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/auth/me',
    access: { authenticated: true },
    summary: 'The signed-in user with roles and permissions',
    tags,
    response: dataEnvelope(AuthUserSchema),
    handler: async ({ ctx }) => ({ data: await getCurrentUser(ctx) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/auth/forgot-password',
    access: { public: true },
    summary: 'Mail a single-use link to choose a new password (the same answer for any address)',
    tags,
    body: ForgotPasswordInputSchema,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx, body }) => ({ message: await requestPasswordReset(ctx, body) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/auth/reset-password',
    access: { public: true },
    summary: 'Choose a new password with the link of a reset e-mail; ends every session',
    tags,
    body: ResetPasswordInputSchema,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx, body }) => ({ message: await resetPassword(ctx, body) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/auth/verify-email',
    access: { public: true },
    summary: "Verify an account's e-mail address with the link sent to it",
    tags,
    body: VerifyEmailInputSchema,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx, body }) => ({ message: await verifyEmail(ctx, body.token) }),
  }),
];
