import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAppleSigningKey,
  type FakeOAuthServer,
  type IdTokenClaims,
  startFakeOAuthServer,
} from '../../testing/fake-oauth';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';

const PUBLIC_URL = 'https://backoffice.example.test';
const GOOGLE = {
  clientId: 'pickleball-web.apps.googleusercontent.com',
  clientSecret: 'google-secret',
  issuer: 'https://accounts.google.com',
};
const APPLE = {
  clientId: 'vn.pickleball.backoffice',
  teamId: 'TEAM123456',
  keyId: 'KEY987654',
  issuer: 'https://appleid.apple.com',
};
const FACEBOOK = { appId: '1122334455', appSecret: 'facebook-secret' };
const OTHER_FACEBOOK_APP = { appId: '9988776655', appSecret: 'other-secret' };

let fake: FakeOAuthServer;
let app: FastifyInstance;
let admin: Session;

let addressCounter = 0;
/** Each test signs in from its own address, so failures in one do not use up another's sign-up limit. */
function nextAddress(): string {
  addressCounter += 1;
  return `10.20.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

function post(
  url: string,
  payload: Record<string, string>,
  options: { locale?: string; from?: string } = {},
) {
  return call(app, null, {
    method: 'POST',
    url,
    payload,
    remoteAddress: options.from ?? nextAddress(),
    ...(options.locale ? { locale: options.locale } : {}),
  });
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

type TestClaims = Partial<IdTokenClaims> & { sub: string };

function googleToken(claims: TestClaims, signingKey?: 'trusted' | 'untrusted') {
  return fake.mintIdToken({ iss: GOOGLE.issuer, aud: GOOGLE.clientId, ...claims }, { signingKey });
}

function appleToken(claims: TestClaims) {
  return fake.mintIdToken({ iss: APPLE.issuer, aud: APPLE.clientId, ...claims });
}

function expectSocialFailure(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ code: 'auth.social_failed', message: 'Social login failed' });
}

async function countUsers(): Promise<number> {
  const row = await app.services.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

async function socialAccountsOf(provider: string, subject: string) {
  return app.services.db
    .selectFrom('social_accounts')
    .select(['user_id', 'email'])
    .where('provider', '=', provider)
    .where('provider_user_id', '=', subject)
    .execute();
}

async function createUserAsAdmin(
  fields: Record<string, unknown>,
): Promise<{ id: number; username: string; email_verified: boolean }> {
  const response = await call(app, admin, {
    method: 'POST',
    url: '/api/v1/users',
    payload: { password: 'Secret123', password_confirmation: 'Secret123', ...fields },
  });
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

function meCallsWith(accessToken: string): number {
  return fake.requests.filter(
    (request) => request.path === '/me' && request.params.access_token === accessToken,
  ).length;
}

async function me(accessToken: string) {
  return app.inject({
    method: 'GET',
    url: '/api/v1/auth/me',
    headers: { authorization: `Bearer ${accessToken}` },
  });
}

/** Follows the app's redirect to the fake's authorization page and back; returns the callback's query. */
async function authorizeAt(location: string): Promise<{ code: string; state: string; callback: URL }> {
  const answer = await fetch(location, { redirect: 'manual' });
  expect(answer.status).toBe(302);
  const callback = new URL(answer.headers.get('location') ?? '');
  return {
    code: callback.searchParams.get('code') ?? '',
    state: callback.searchParams.get('state') ?? '',
    callback,
  };
}

async function startRedirect(provider: string): Promise<URL> {
  const response = await call(app, null, { method: 'GET', url: `/api/v1/auth/social/${provider}` });
  expect(response.statusCode).toBe(302);
  return new URL(String(response.headers.location));
}

function callback(provider: string, query: { code: string; state: string }) {
  return call(app, null, {
    method: 'GET',
    url: `/api/v1/auth/social/${provider}/callback`,
    query,
    remoteAddress: nextAddress(),
  });
}

let appleKey: Awaited<ReturnType<typeof createAppleSigningKey>>;

beforeAll(async () => {
  fake = await startFakeOAuthServer();
  appleKey = await createAppleSigningKey(APPLE.teamId, APPLE.keyId);
  fake.addClient({ clientId: GOOGLE.clientId, clientSecret: GOOGLE.clientSecret, issuer: GOOGLE.issuer });
  fake.addClient({ clientId: APPLE.clientId, appleSecretKey: appleKey.verifier, issuer: APPLE.issuer });
  fake.addClient({ clientId: FACEBOOK.appId, clientSecret: FACEBOOK.appSecret });
  fake.addClient({ clientId: OTHER_FACEBOOK_APP.appId, clientSecret: OTHER_FACEBOOK_APP.appSecret });
});

afterAll(async () => {
  await fake?.close();
});

// One app at a time: on PostgreSQL, Kysely's migrator looks for its lock table in every schema, so an
// app built while another test schema still exists skips creating its own and fails.
describe('a server with Google, Apple and Facebook configured', () => {
  beforeAll(async () => {
    app = await createTestApp({
      publicUrl: PUBLIC_URL,
      social: {
        google: {
          clientId: GOOGLE.clientId,
          clientSecret: GOOGLE.clientSecret,
          authUrl: fake.authUrl,
          tokenUrl: fake.tokenUrl,
          jwksUrl: fake.jwksUrl,
          issuer: GOOGLE.issuer,
        },
        apple: {
          clientId: APPLE.clientId,
          authUrl: fake.authUrl,
          tokenUrl: fake.tokenUrl,
          jwksUrl: fake.jwksUrl,
          issuer: APPLE.issuer,
          apple: appleKey.config,
        },
        facebook: {
          clientId: FACEBOOK.appId,
          clientSecret: FACEBOOK.appSecret,
          authUrl: fake.authUrl,
          graphUrl: fake.graphUrl,
        },
      },
    });
    admin = await loginAsAdmin(app);
  });

  afterAll(async () => {
    await app?.close();
  });

  describe('GET /api/v1/auth/providers', () => {
    it('lists every configured provider', async () => {
      const response = await call(app, null, { method: 'GET', url: '/api/v1/auth/providers' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ data: { providers: ['google', 'facebook', 'apple'] } });
    });
  });

  describe('POST /api/v1/google/credential', () => {
    it('creates a user with no role on the first sign-in, whose tokens work on /auth/me', async () => {
      const usersBefore = await countUsers();
      const idToken = await googleToken({
        sub: 'google-100',
        email: 'Lan.Nguyen@Example.com',
        email_verified: true,
        name: 'Nguyễn Thị Lan',
      });
      const response = await post('/api/v1/google/credential', { id_token: idToken });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.user).toMatchObject({
        name: 'Nguyễn Thị Lan',
        email: 'lan.nguyen@example.com',
        username: 'lan.nguyen',
        is_active: true,
        email_verified: true,
        roles: [],
        permissions: [],
      });
      expect(data.permissions).toEqual([]);
      expect(data.token_type).toBe('Bearer');
      expect(data.refresh_token).toEqual(expect.any(String));
      expect(await countUsers()).toBe(usersBefore + 1);

      const current = await me(data.access_token);
      expect(current.statusCode).toBe(200);
      expect(current.json().data).toMatchObject({ id: data.user.id, roles: [], permissions: [] });

      const row = await app.services.db
        .selectFrom('users')
        .select(['password_hash'])
        .where('id', '=', data.user.id)
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toBeNull();
      expect(await socialAccountsOf('google', 'google-100')).toEqual([
        { user_id: data.user.id, email: 'lan.nguyen@example.com' },
      ]);
      const audit = await app.services.db
        .selectFrom('audit_logs')
        .select(['event', 'user_id', 'new_values'])
        .where('model', '=', 'user')
        .where('record_id', '=', String(data.user.id))
        .execute();
      expect(audit).toHaveLength(1);
      expect(audit[0]?.event).toBe('created');
      expect(audit[0]?.user_id).toBeNull();
      expect(JSON.parse(String(audit[0]?.new_values))).toMatchObject({
        username: 'lan.nguyen',
        source: 'google',
      });
    });

    it('signs the same Google account in again as the same user', async () => {
      const first = await post('/api/v1/google/credential', {
        id_token: await googleToken({ sub: 'google-200', email: 'binh@example.com', email_verified: true }),
      });
      expect(first.statusCode).toBe(200);
      const usersAfterFirst = await countUsers();
      // The address changed at Google since: the subject, not the e-mail, identifies the person.
      const second = await post('/api/v1/google/credential', {
        id_token: await googleToken({
          sub: 'google-200',
          email: 'binh.new@example.com',
          email_verified: true,
        }),
      });
      expect(second.statusCode).toBe(200);
      expect(second.json().data.user.id).toBe(first.json().data.user.id);
      expect(second.json().data.refresh_token).not.toBe(first.json().data.refresh_token);
      expect(await countUsers()).toBe(usersAfterFirst);
      expect(await socialAccountsOf('google', 'google-200')).toHaveLength(1);
    });

    it('refuses a returning user whom an administrator has since deactivated', async () => {
      const idToken = await googleToken({
        sub: 'google-250',
        email: 'deactivated@example.com',
        email_verified: true,
      });
      const first = await post('/api/v1/google/credential', { id_token: idToken });
      expect(first.statusCode).toBe(200);
      const toggled = await call(app, admin, {
        method: 'POST',
        url: `/api/v1/users/${first.json().data.user.id}/toggle-status`,
      });
      expect(toggled.json().data.is_active).toBe(false);
      const again = await post('/api/v1/google/credential', { id_token: idToken });
      expect(again.statusCode).toBe(403);
      expect(again.json().code).toBe('auth.account_inactive');
    });

    it('links a verified e-mail to the user holding it, verified on our side too', async () => {
      const existing = await createUserAsAdmin({
        name: 'Coach Minh',
        email: 'coach.minh@example.com',
        email_verified: true,
      });
      const usersBefore = await countUsers();
      const response = await post('/api/v1/google/credential', {
        id_token: await googleToken({
          sub: 'google-300',
          email: 'Coach.Minh@example.com',
          email_verified: true,
        }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user).toMatchObject({
        id: existing.id,
        username: existing.username,
        email_verified: true,
      });
      expect(await countUsers()).toBe(usersBefore);
      expect(await socialAccountsOf('google', 'google-300')).toEqual([
        { user_id: existing.id, email: 'coach.minh@example.com' },
      ]);
      const linked = await app.services.db
        .selectFrom('audit_logs')
        .select(['new_values'])
        .where('model', '=', 'user')
        .where('record_id', '=', String(existing.id))
        .where('event', '=', 'updated')
        .execute();
      expect(linked.map((row) => JSON.parse(String(row.new_values)))).toEqual([
        { social_account: 'google', source: 'google' },
      ]);
    });

    it('never links to an account whose own address is unverified (someone may have typed another person’s)', async () => {
      const squatter = await createUserAsAdmin({ name: 'Not Lan', email: 'lan.owner@example.com' });
      expect(squatter.email_verified).toBe(false);
      const response = await post('/api/v1/google/credential', {
        id_token: await googleToken({
          sub: 'google-350',
          email: 'lan.owner@example.com',
          email_verified: true,
        }),
      });
      expect(response.statusCode).toBe(200);
      const user = response.json().data.user;
      expect(user.id).not.toBe(squatter.id);
      expect(user.email).toBeNull();
      expect(await socialAccountsOf('google', 'google-350')).toEqual([
        { user_id: user.id, email: 'lan.owner@example.com' },
      ]);
    });

    it('does not link an unverified e-mail: the newcomer gets a separate account without it', async () => {
      const existing = await createUserAsAdmin({ name: 'Owner Hoa', email: 'hoa.owner@example.com' });
      const response = await post('/api/v1/google/credential', {
        id_token: await googleToken({
          sub: 'google-400',
          email: 'hoa.owner@example.com',
          email_verified: false,
        }),
      });
      expect(response.statusCode).toBe(200);
      const { user } = response.json().data;
      expect(user.id).not.toBe(existing.id);
      expect(user.email).toBeNull();
      expect(user.email_verified).toBe(false);
    });

    it('refuses an inactive user with 403', async () => {
      await createUserAsAdmin({
        name: 'Locked Out',
        email: 'locked.out@example.com',
        email_verified: true,
        is_active: false,
      });
      const response = await post('/api/v1/google/credential', {
        id_token: await googleToken({
          sub: 'google-500',
          email: 'locked.out@example.com',
          email_verified: true,
        }),
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('auth.account_inactive');
      // The refusal rolled the link back.
      expect(await socialAccountsOf('google', 'google-500')).toEqual([]);
    });

    it("accepts Google's issuer written without https://", async () => {
      const response = await post('/api/v1/google/credential', {
        id_token: await googleToken({ sub: 'google-600', iss: 'accounts.google.com' }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user.username).toBe('googleuser');
    });

    it('refuses a token issued to another client id', async () => {
      const usersBefore = await countUsers();
      const response = await post('/api/v1/google/credential', {
        id_token: await googleToken({ sub: 'google-700', aud: 'someone-else.apps.googleusercontent.com' }),
      });
      expectSocialFailure(response);
      expect(await countUsers()).toBe(usersBefore);
    });

    it('refuses an expired token', async () => {
      const response = await post('/api/v1/google/credential', {
        id_token: await googleToken({ sub: 'google-701', iat: nowSeconds() - 7200, exp: nowSeconds() - 600 }),
      });
      expectSocialFailure(response);
    });

    it('refuses a token signed by a key that is not in the JWKS', async () => {
      const response = await post('/api/v1/google/credential', {
        id_token: await googleToken({ sub: 'google-702' }, 'untrusted'),
      });
      expectSocialFailure(response);
    });

    it('refuses a token from another issuer', async () => {
      const response = await post('/api/v1/google/credential', {
        id_token: await googleToken({ sub: 'google-703', iss: fake.issuer }),
      });
      expectSocialFailure(response);
    });

    it('refuses a token that is not a JWT', async () => {
      expectSocialFailure(await post('/api/v1/google/credential', { id_token: 'not-a-jwt' }));
    });

    it('explains the failure in Vietnamese when asked', async () => {
      const response = await post(
        '/api/v1/google/credential',
        { id_token: await googleToken({ sub: 'google-704', aud: 'another-client' }) },
        { locale: 'vi' },
      );
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        code: 'auth.social_failed',
        message: 'Đăng nhập bằng mạng xã hội thất bại',
      });
    });

    it('answers 422 without an id_token', async () => {
      const response = await post('/api/v1/google/credential', {});
      expect(response.statusCode).toBe(422);
      expect(Object.keys(response.json().errors)).toEqual(['id_token']);
    });

    it('answers 429 once an address has failed 20 times in the hour', async () => {
      const from = nextAddress();
      const idToken = await googleToken({ sub: 'google-800', aud: 'another-client' });
      for (let attempt = 0; attempt < 20; attempt += 1)
        expect((await post('/api/v1/google/credential', { id_token: idToken }, { from })).statusCode).toBe(
          401,
        );
      const valid = await googleToken({ sub: 'google-801' });
      const blocked = await post('/api/v1/google/credential', { id_token: valid }, { from });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('auth.too_many_attempts');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect((await post('/api/v1/google/credential', { id_token: valid })).statusCode).toBe(200);
    });
  });

  describe('POST /api/v1/apple/credential', () => {
    it('signs in with a valid Apple token whose email_verified is the string "true"', async () => {
      const response = await post('/api/v1/apple/credential', {
        id_token: await appleToken({
          sub: '001234.apple.subject',
          email: 'x7k2q9@privaterelay.appleid.com',
          email_verified: 'true',
        }),
      });
      expect(response.statusCode).toBe(200);
      // Apple sends no name in the token: the e-mail's local part stands in.
      expect(response.json().data.user).toMatchObject({
        name: 'x7k2q9',
        email: 'x7k2q9@privaterelay.appleid.com',
        email_verified: true,
        roles: [],
      });
      expect(await socialAccountsOf('apple', '001234.apple.subject')).toHaveLength(1);
    });

    it('treats email_verified "false" as unverified', async () => {
      const response = await post('/api/v1/apple/credential', {
        id_token: await appleToken({
          sub: '001235.apple',
          email: 'unverified@icloud.com',
          email_verified: 'false',
        }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user).toMatchObject({
        email: 'unverified@icloud.com',
        email_verified: false,
      });
    });

    it('refuses a Google token presented as an Apple one', async () => {
      expectSocialFailure(
        await post('/api/v1/apple/credential', { id_token: await googleToken({ sub: 'google-900' }) }),
      );
    });

    it('refuses an expired Apple token', async () => {
      expectSocialFailure(
        await post('/api/v1/apple/credential', {
          id_token: await appleToken({
            sub: '001236.apple',
            iat: nowSeconds() - 7200,
            exp: nowSeconds() - 3600,
          }),
        }),
      );
    });
  });

  describe('POST /api/v1/facebook/credential', () => {
    it('signs in with a token Facebook issued to our app', async () => {
      const accessToken = fake.issueFacebookToken({
        appId: FACEBOOK.appId,
        user: { id: '10150001', name: 'Trần Văn Hùng', email: 'Hung.Tran@example.com' },
      });
      const response = await post('/api/v1/facebook/credential', { access_token: accessToken });
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user).toMatchObject({
        name: 'Trần Văn Hùng',
        email: 'hung.tran@example.com',
        username: 'hung.tran',
        // Facebook does not say the address was confirmed.
        email_verified: false,
        roles: [],
      });
      expect(await socialAccountsOf('facebook', '10150001')).toHaveLength(1);
      const debug = fake.requests.filter(
        (request) => request.path === '/debug_token' && request.params.input_token === accessToken,
      );
      expect(debug.map((request) => request.params.access_token)).toEqual([
        `${FACEBOOK.appId}|${FACEBOOK.appSecret}`,
      ]);
    });

    it('refuses a valid token that Facebook issued to another app', async () => {
      const accessToken = fake.issueFacebookToken({
        appId: OTHER_FACEBOOK_APP.appId,
        user: { id: '10150002', name: 'Someone Else' },
      });
      expectSocialFailure(await post('/api/v1/facebook/credential', { access_token: accessToken }));
      expect(await socialAccountsOf('facebook', '10150002')).toEqual([]);
      // debug_token alone settles it: the profile is never asked for.
      expect(meCallsWith(accessToken)).toBe(0);
    });

    it('refuses a token debug_token reports as not valid', async () => {
      const accessToken = fake.issueFacebookToken({
        appId: FACEBOOK.appId,
        user: { id: '10150003', name: 'Expired Session' },
        isValid: false,
      });
      expectSocialFailure(await post('/api/v1/facebook/credential', { access_token: accessToken }));
      expect(meCallsWith(accessToken)).toBe(0);
    });

    it('refuses a token Facebook never issued', async () => {
      expectSocialFailure(await post('/api/v1/facebook/credential', { access_token: 'EAAmadeup' }));
    });
  });

  describe('redirect flow: GET /api/v1/auth/social/{provider} and its callback', () => {
    it('sends the browser to Google with a signed state, and the callback signs the person in', async () => {
      const location = await startRedirect('google');
      expect(`${location.origin}${location.pathname}`).toBe(fake.authUrl);
      const params = Object.fromEntries(location.searchParams);
      expect(params).toMatchObject({
        client_id: GOOGLE.clientId,
        redirect_uri: `${PUBLIC_URL}/auth/callback/google`,
        response_type: 'code',
        scope: 'openid email profile',
      });
      expect(params.state?.length).toBeGreaterThan(20);
      expect(params.nonce?.length).toBeGreaterThan(10);

      fake.signInAs({
        sub: 'google-redirect-1',
        email: 'mai.pham@example.com',
        email_verified: true,
        name: 'Phạm Mai',
      });
      const returned = await authorizeAt(location.toString());
      expect(`${returned.callback.origin}${returned.callback.pathname}`).toBe(
        `${PUBLIC_URL}/auth/callback/google`,
      );
      expect(returned.state).toBe(params.state);

      const response = await callback('google', returned);
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      expect(data.user).toMatchObject({ name: 'Phạm Mai', email: 'mai.pham@example.com', roles: [] });
      expect(data.permissions).toEqual([]);
      expect(data.refresh_token).toEqual(expect.any(String));
      expect((await me(data.access_token)).json().data.id).toBe(data.user.id);

      const audit = await app.services.db
        .selectFrom('audit_logs')
        .select(['event', 'url'])
        .where('model', '=', 'user')
        .where('record_id', '=', String(data.user.id))
        .execute();
      expect(audit).toEqual([{ event: 'created', url: '/api/v1/auth/social/google/callback' }]);

      const exchange = fake.requests.find(
        (request) => request.path === '/token' && request.params.code === returned.code,
      );
      expect(exchange?.params).toMatchObject({
        grant_type: 'authorization_code',
        client_id: GOOGLE.clientId,
        client_secret: GOOGLE.clientSecret,
        redirect_uri: `${PUBLIC_URL}/auth/callback/google`,
      });
    });

    it('refuses a tampered state without calling the token endpoint', async () => {
      const location = await startRedirect('google');
      fake.signInAs({ sub: 'google-redirect-2', email: 'tampered@example.com', email_verified: true });
      const returned = await authorizeAt(location.toString());
      const last = returned.state.at(-2) === 'A' ? 'B' : 'A';
      const tampered = `${returned.state.slice(0, -2)}${last}${returned.state.slice(-1)}`;
      expectSocialFailure(await callback('google', { code: returned.code, state: tampered }));
      expect(fake.requests.filter((request) => request.params.code === returned.code)).toHaveLength(0);
    });

    it("refuses Google's state on the Facebook callback", async () => {
      const location = await startRedirect('google');
      fake.signInAs({ sub: 'cross-provider', name: 'Cross' });
      const returned = await authorizeAt(location.toString());
      expectSocialFailure(await callback('facebook', returned));
      // Refused on the state alone: the code never reached a token endpoint.
      expect(fake.requests.filter((request) => request.params.code === returned.code)).toHaveLength(0);
    });

    it('refuses a code obtained with another redirect’s nonce', async () => {
      const first = await startRedirect('google');
      const second = await startRedirect('google');
      fake.signInAs({ sub: 'google-redirect-3', email: 'nonce@example.com', email_verified: true });
      const returned = await authorizeAt(first.toString());
      const otherState = second.searchParams.get('state') ?? '';
      expectSocialFailure(await callback('google', { code: returned.code, state: otherState }));
    });

    it('refuses a code used twice', async () => {
      const location = await startRedirect('google');
      fake.signInAs({ sub: 'google-redirect-4', email: 'twice@example.com', email_verified: true });
      const returned = await authorizeAt(location.toString());
      expect((await callback('google', returned)).statusCode).toBe(200);
      expectSocialFailure(await callback('google', returned));
    });

    it('signs in with Apple, authenticating with a signed client secret', async () => {
      const location = await startRedirect('apple');
      expect(location.searchParams.get('scope')).toBe('name email');
      expect(location.searchParams.get('response_mode')).toBe('form_post');
      expect(location.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/auth/callback/apple`);
      fake.signInAs({ sub: '000777.apple.redirect', email: 'quang@icloud.com', email_verified: 'true' });
      const returned = await authorizeAt(location.toString());
      // Apple POSTs the code as a form; the server relays it to the web app's callback page.
      const relay = await app.inject({
        method: 'POST',
        url: '/auth/callback/apple',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          code: returned.code,
          state: returned.state,
          user: '{"name":{}}',
        }).toString(),
      });
      expect(relay.statusCode).toBe(303);
      const relayed = new URL(String(relay.headers.location), PUBLIC_URL);
      expect(relayed.pathname).toBe('/auth/callback/apple');
      expect(Object.fromEntries(relayed.searchParams)).toEqual({
        code: returned.code,
        state: returned.state,
      });
      const response = await callback('apple', returned);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user).toMatchObject({ email: 'quang@icloud.com', email_verified: true });
      const exchange = fake.requests.find(
        (request) => request.path === '/token' && request.params.code === returned.code,
      );
      // Apple's secret is a JWT, not a shared string.
      expect(exchange?.params.client_secret?.split('.')).toHaveLength(3);
    });

    it('signs in with Facebook through the Graph token exchange', async () => {
      const location = await startRedirect('facebook');
      expect(location.searchParams.get('scope')).toBe('email');
      expect(location.searchParams.get('client_id')).toBe(FACEBOOK.appId);
      fake.signInAs({ sub: '10150099', name: 'Lê Thu Hà', email: 'thuha@example.com' });
      const returned = await authorizeAt(location.toString());
      const response = await callback('facebook', returned);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.user).toMatchObject({ name: 'Lê Thu Hà', email: 'thuha@example.com' });
      expect(await socialAccountsOf('facebook', '10150099')).toHaveLength(1);
    });

    it('answers 422 for a provider it does not know', async () => {
      const response = await call(app, null, { method: 'GET', url: '/api/v1/auth/social/twitter' });
      expect(response.statusCode).toBe(422);
    });
  });
});

describe('a server with some providers missing', () => {
  let partial: FastifyInstance;

  beforeAll(async () => {
    // A port that was just free: nothing answers there, like a provider that is down.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    partial = await createTestApp({
      // No public URL: the redirect flow has nowhere to come back to.
      social: {
        google: {
          clientId: GOOGLE.clientId,
          clientSecret: GOOGLE.clientSecret,
          authUrl: fake.authUrl,
          tokenUrl: fake.tokenUrl,
          jwksUrl: fake.jwksUrl,
          issuer: GOOGLE.issuer,
        },
        facebook: {
          clientId: FACEBOOK.appId,
          clientSecret: FACEBOOK.appSecret,
          authUrl: fake.authUrl,
          graphUrl: `http://127.0.0.1:${deadPort}`,
        },
      },
    });
  });

  afterAll(async () => {
    await partial?.close();
  });

  it('lists no provider whose redirect flow cannot work (no public URL)', async () => {
    const response = await call(partial, null, { method: 'GET', url: '/api/v1/auth/providers' });
    expect(response.json()).toEqual({ data: { providers: [] } });
  });

  it('answers 404 auth.social_not_configured for Apple', async () => {
    const idToken = await appleToken({ sub: '001240.apple' });
    const credential = await call(partial, null, {
      method: 'POST',
      url: '/api/v1/apple/credential',
      payload: { id_token: idToken },
    });
    expect(credential.statusCode).toBe(404);
    expect(credential.json()).toEqual({
      code: 'auth.social_not_configured',
      message: 'This sign-in provider is not available',
    });
    const redirect = await call(partial, null, { method: 'GET', url: '/api/v1/auth/social/apple' });
    expect(redirect.statusCode).toBe(404);
    expect(redirect.json().code).toBe('auth.social_not_configured');
  });

  it('still accepts Google credentials but not its redirect flow without a public URL', async () => {
    const credential = await call(partial, null, {
      method: 'POST',
      url: '/api/v1/google/credential',
      payload: { id_token: await googleToken({ sub: 'google-partial-1' }) },
    });
    expect(credential.statusCode).toBe(200);
    const redirect = await call(partial, null, { method: 'GET', url: '/api/v1/auth/social/google' });
    expect(redirect.statusCode).toBe(404);
    expect(redirect.json().code).toBe('auth.social_not_configured');
  });

  it('answers 503 when the Graph API cannot be reached', async () => {
    const response = await call(partial, null, {
      method: 'POST',
      url: '/api/v1/facebook/credential',
      payload: { access_token: 'EAAanything' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('service_unavailable');
  });
});
