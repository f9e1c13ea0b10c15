import {
  AccessTokenInputSchema,
  AuthSessionSchema,
  dataEnvelope,
  IdTokenInputSchema,
  SocialCallbackQuerySchema,
  SocialProviderParamsSchema,
  SocialProvidersSchema,
} from '@pickleball/domain';
import { defineRoute } from '../../platform/routing';
import {
  buildSocialRedirect,
  completeSocialRedirect,
  listSocialProviders,
  signInWithCredential,
} from './auth.social.service';

const tags = ['auth'];
const SessionEnvelope = dataEnvelope(AuthSessionSchema);

export const socialRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/auth/providers',
    access: { public: true },
    summary: 'The social providers whose sign-in button works here (redirect flow configured)',
    tags,
    response: dataEnvelope(SocialProvidersSchema),
    handler: async ({ ctx }) => ({ data: { providers: listSocialProviders(ctx) } }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/google/credential',
    access: { public: true },
    summary: 'Sign in with a Google id_token (creates the account on first use)',
    tags,
    body: IdTokenInputSchema,
    response: SessionEnvelope,
    handler: async ({ ctx, body }) => ({ data: await signInWithCredential(ctx, 'google', body.id_token) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/apple/credential',
    access: { public: true },
    summary: 'Sign in with an Apple id_token (creates the account on first use)',
    tags,
    body: IdTokenInputSchema,
    response: SessionEnvelope,
    handler: async ({ ctx, body }) => ({ data: await signInWithCredential(ctx, 'apple', body.id_token) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/facebook/credential',
    access: { public: true },
    summary: 'Sign in with a Facebook access token (creates the account on first use)',
    tags,
    body: AccessTokenInputSchema,
    response: SessionEnvelope,
    handler: async ({ ctx, body }) => ({
      data: await signInWithCredential(ctx, 'facebook', body.access_token),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/auth/social/:provider',
    access: { public: true },
    summary: "Redirect to the provider's sign-in page",
    tags,
    params: SocialProviderParamsSchema,
    handler: async ({ ctx, params }, reply) => {
      const location = await buildSocialRedirect(ctx, params.provider);
      // Each redirect carries a fresh state and nonce: a cached one would be shared.
      return reply.header('cache-control', 'no-store').redirect(location, 302);
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/auth/social/:provider/callback',
    access: { public: true },
    summary: "Finish the provider's sign-in with its code and our state",
    tags,
    params: SocialProviderParamsSchema,
    query: SocialCallbackQuerySchema,
    response: SessionEnvelope,
    handler: async ({ ctx, params, query }) => ({
      data: await completeSocialRedirect(ctx, params.provider, query),
    }),
  }),
];
