import {
  CountrySchema,
  DuprLoginInputSchema,
  DuprStatusSchema,
  dataEnvelope,
  MessageEnvelopeSchema,
  PasswordChangeInputSchema,
  ProfileCompletionSchema,
  ProfileInputSchema,
  ProfileSchema,
  UsernameInputSchema,
} from '@pickleball/domain';
import { z } from 'zod';
import { defineRoute } from '../../platform/routing';
import { resendEmailVerification } from '../auth/auth.account-links.service';
import {
  connectDupr,
  disconnectDupr,
  getDuprStatus,
  refreshDuprToken,
  syncDupr,
} from './profile.dupr.service';
import {
  changeMyPassword,
  changeMyUsername,
  getMyProfile,
  getMyProfileCompletion,
  listCountries,
  updateMyProfile,
} from './profile.service';

const tags = ['profile'];
const signedIn = { authenticated: true } as const;
const ProfileEnvelope = dataEnvelope(ProfileSchema);
const DuprEnvelope = dataEnvelope(DuprStatusSchema);

const DONE = {
  updated: 'profile:done.updated',
  username: 'profile:done.username',
  password: 'profile:done.password',
  dupr_connected: 'profile:done.dupr_connected',
  dupr_synced: 'profile:done.dupr_synced',
  dupr_refreshed: 'profile:done.dupr_refreshed',
  dupr_disconnected: 'profile:done.dupr_disconnected',
} as const;

export const profileRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/v1/profile',
    access: signedIn,
    summary: "The caller's profile (BMI computed; DUPR status without tokens)",
    tags,
    response: ProfileEnvelope,
    handler: async ({ ctx }) => ({ data: await getMyProfile(ctx) }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/profile',
    access: signedIn,
    summary: "Update the caller's profile",
    tags,
    body: ProfileInputSchema,
    response: ProfileEnvelope,
    handler: async ({ ctx, body }) => ({
      data: await updateMyProfile(ctx, body),
      message: ctx.t(DONE.updated),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/profile/completion',
    access: signedIn,
    summary: 'How complete the profile is, and what is missing',
    tags,
    response: dataEnvelope(ProfileCompletionSchema),
    handler: async ({ ctx }) => ({ data: await getMyProfileCompletion(ctx) }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/profile/username',
    access: signedIn,
    summary: 'Change the username (SPEC §5 rule, unique; audited)',
    tags,
    body: UsernameInputSchema,
    response: ProfileEnvelope,
    handler: async ({ ctx, body }) => ({
      data: await changeMyUsername(ctx, body.username),
      message: ctx.t(DONE.username),
    }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/profile/password',
    access: signedIn,
    summary: 'Change the password (current password required; other sessions are signed out)',
    tags,
    body: PasswordChangeInputSchema,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx, body }) => {
      await changeMyPassword(ctx, body.current_password, body.password);
      return { message: ctx.t(DONE.password) };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/profile/email/verification',
    access: signedIn,
    summary: "Mail a new verification link to the user's current e-mail address",
    tags,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx }) => ({ message: await resendEmailVerification(ctx) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/profile/dupr',
    access: signedIn,
    summary: 'DUPR connection status',
    tags,
    response: DuprEnvelope,
    handler: async ({ ctx }) => ({ data: await getDuprStatus(ctx.db, ctx.actor?.id ?? 0) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/profile/dupr/connect',
    access: signedIn,
    summary: 'Connect DUPR with its e-mail and password (not stored; the tokens are, encrypted)',
    tags,
    body: DuprLoginInputSchema,
    response: DuprEnvelope,
    handler: async ({ ctx, body }) => ({
      data: await connectDupr(ctx, body.email, body.password),
      message: ctx.t(DONE.dupr_connected),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/profile/dupr/sync',
    access: signedIn,
    summary: 'Read the ratings from DUPR into the profile',
    tags,
    response: DuprEnvelope,
    handler: async ({ ctx }) => ({ data: await syncDupr(ctx), message: ctx.t(DONE.dupr_synced) }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/profile/dupr/refresh',
    access: signedIn,
    summary: "Refresh the DUPR connection's access token",
    tags,
    response: DuprEnvelope,
    handler: async ({ ctx }) => ({ data: await refreshDuprToken(ctx), message: ctx.t(DONE.dupr_refreshed) }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/v1/profile/dupr',
    access: signedIn,
    summary: 'Disconnect DUPR (its tokens are deleted)',
    tags,
    response: DuprEnvelope,
    handler: async ({ ctx }) => ({ data: await disconnectDupr(ctx), message: ctx.t(DONE.dupr_disconnected) }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/geo/countries',
    access: { public: true },
    summary: 'Countries by ISO code, named and sorted in the request language',
    tags: ['geo'],
    response: dataEnvelope(z.array(CountrySchema)),
    handler: async ({ ctx }, reply) => {
      reply.header('cache-control', 'public, max-age=86400').header('vary', 'accept-language');
      return { data: listCountries(ctx.locale) };
    },
  }),
];
