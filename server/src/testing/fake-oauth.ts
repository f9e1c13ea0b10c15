import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type CryptoKey,
  decodeProtectedHeader,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose';

/**
 * A local stand-in for Google, Apple and Facebook that speaks their real protocols on loopback:
 * a JWKS, an authorization page, an OAuth token endpoint (with Apple's JWT client secret) and
 * the Graph API calls Facebook Login needs. Tests point the app's social configuration at it.
 */

const APPLE_CLIENT_SECRET_AUDIENCE = 'https://appleid.apple.com';
const KEY_ID = 'fake-key-1';

export interface FakeOAuthClient {
  clientId: string;
  /** Google's client secret, or Facebook's app secret. */
  clientSecret?: string;
  /** Apple: its client secret is a JWT that must verify with this public key and carry these ids. */
  appleSecretKey?: { publicKey: CryptoKey; teamId: string; keyId: string };
  /** The `iss` of id_tokens this client receives from the token endpoint. */
  issuer?: string;
}

/** The person who signs in at the fake's authorization page. */
export interface FakeIdentity {
  sub: string;
  email?: string;
  email_verified?: boolean | 'true' | 'false';
  name?: string;
}

export interface IdTokenClaims extends JWTPayload {
  sub: string;
  aud: string;
  email?: string;
  email_verified?: boolean | 'true' | 'false';
  name?: string;
  nonce?: string;
}

export interface FacebookUser {
  id: string;
  name?: string;
  email?: string;
}

export interface ReceivedRequest {
  method: string;
  path: string;
  params: Record<string, string>;
}

export interface FakeOAuthServer {
  /** Base URL; also the default `iss` of minted id_tokens. */
  url: string;
  issuer: string;
  jwksUrl: string;
  authUrl: string;
  tokenUrl: string;
  graphUrl: string;
  addClient(client: FakeOAuthClient): void;
  /** Who the next visit to the authorization page signs in as. */
  signInAs(identity: FakeIdentity): void;
  /**
   * An id_token with these claims (iss, iat and exp default to the fake's issuer, now and an hour
   * on). `untrusted` signs with a key that is not in the JWKS but claims the trusted key's id.
   */
  mintIdToken(claims: IdTokenClaims, options?: { signingKey?: 'trusted' | 'untrusted' }): Promise<string>;
  /** A Facebook user access token that debug_token and /me will recognise. */
  issueFacebookToken(grant: { appId: string; user: FacebookUser; isValid?: boolean }): string;
  /** Every request received, in order (tokens included: tests only). */
  requests: ReceivedRequest[];
  close(): Promise<void>;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  nonce?: string;
  identity: FakeIdentity;
}

interface FacebookGrant {
  appId: string;
  user: FacebookUser;
  isValid: boolean;
}

/** An ES256 key pair as Apple issues one: the private half for the app's config, the public one for the fake. */
export async function createAppleSigningKey(teamId: string, keyId: string) {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  return {
    config: { teamId, keyId, privateKey: await exportPKCS8(privateKey) },
    verifier: { publicKey, teamId, keyId },
  };
}

function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

const oauthError = (error: string) => ({ error, error_description: `fake provider: ${error}` });
const graphError = (message: string) => ({ error: { message, type: 'OAuthException', code: 190 } });

export async function startFakeOAuthServer(): Promise<FakeOAuthServer> {
  const trusted = await generateKeyPair('RS256', { extractable: true });
  const untrusted = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(trusted.publicKey)), kid: KEY_ID, alg: 'RS256', use: 'sig' };
  const clients = new Map<string, FakeOAuthClient>();
  const codes = new Map<string, PendingCode>();
  const facebookTokens = new Map<string, FacebookGrant>();
  const requests: ReceivedRequest[] = [];
  let identity: FakeIdentity | null = null;
  let baseUrl = '';

  async function mintIdToken(
    claims: IdTokenClaims,
    options: { signingKey?: 'trusted' | 'untrusted' } = {},
  ): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const key = options.signingKey === 'untrusted' ? untrusted.privateKey : trusted.privateKey;
    return new SignJWT({ iss: baseUrl, iat: now, exp: now + 3600, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
      .sign(key);
  }

  function issueFacebookToken(grant: { appId: string; user: FacebookUser; isValid?: boolean }): string {
    const token = `EAAfake${randomBytes(24).toString('hex')}`;
    facebookTokens.set(token, { appId: grant.appId, user: grant.user, isValid: grant.isValid ?? true });
    return token;
  }

  /** Apple's client secret: ES256, signed by the team's key, for this client, short-lived. */
  async function isAppleClientSecretValid(secret: string, client: FakeOAuthClient): Promise<boolean> {
    const key = client.appleSecretKey;
    if (!key) return false;
    try {
      if (decodeProtectedHeader(secret).kid !== key.keyId) return false;
      const { payload } = await jwtVerify(secret, key.publicKey, {
        algorithms: ['ES256'],
        issuer: key.teamId,
        subject: client.clientId,
        audience: APPLE_CLIENT_SECRET_AUDIENCE,
        requiredClaims: ['iat', 'exp'],
      });
      return (payload.exp ?? 0) - (payload.iat ?? 0) <= 600;
    } catch {
      return false;
    }
  }

  async function isClientAuthenticated(client: FakeOAuthClient, secret: string | undefined) {
    if (!secret) return false;
    if (client.appleSecretKey) return isAppleClientSecretValid(secret, client);
    return client.clientSecret !== undefined && secret === client.clientSecret;
  }

  function authorize(params: Record<string, string>, response: ServerResponse) {
    const client = clients.get(params.client_id ?? '');
    if (!client || !params.redirect_uri || params.response_type !== 'code' || !params.state)
      return send(response, 400, oauthError('invalid_request'));
    if (!identity) return send(response, 400, oauthError('access_denied'));
    const code = `code-${randomBytes(12).toString('hex')}`;
    codes.set(code, {
      clientId: client.clientId,
      redirectUri: params.redirect_uri,
      ...(params.nonce ? { nonce: params.nonce } : {}),
      identity,
    });
    const back = new URL(params.redirect_uri);
    back.searchParams.set('code', code);
    back.searchParams.set('state', params.state);
    response.writeHead(302, { location: back.toString() });
    response.end();
  }

  /** Looks up a code for this client and redirect URI; a code works once. */
  function redeemCode(params: Record<string, string>): PendingCode | null {
    const pending = codes.get(params.code ?? '');
    if (!pending) return null;
    codes.delete(params.code ?? '');
    return pending.clientId === params.client_id && pending.redirectUri === params.redirect_uri
      ? pending
      : null;
  }

  async function token(params: Record<string, string>, response: ServerResponse) {
    if (params.grant_type !== 'authorization_code')
      return send(response, 400, oauthError('unsupported_grant_type'));
    const client = clients.get(params.client_id ?? '');
    if (!client || !(await isClientAuthenticated(client, params.client_secret)))
      return send(response, 401, oauthError('invalid_client'));
    const pending = redeemCode(params);
    if (!pending) return send(response, 400, oauthError('invalid_grant'));
    const { sub, email, email_verified, name } = pending.identity;
    const idToken = await mintIdToken({
      iss: client.issuer ?? baseUrl,
      aud: client.clientId,
      sub,
      ...(email !== undefined ? { email } : {}),
      ...(email_verified !== undefined ? { email_verified } : {}),
      ...(name !== undefined ? { name } : {}),
      ...(pending.nonce ? { nonce: pending.nonce } : {}),
    });
    send(response, 200, {
      access_token: `ya29.fake${randomBytes(8).toString('hex')}`,
      token_type: 'Bearer',
      expires_in: 3600,
      id_token: idToken,
    });
  }

  async function facebookAccessToken(params: Record<string, string>, response: ServerResponse) {
    const client = clients.get(params.client_id ?? '');
    if (!client || !(await isClientAuthenticated(client, params.client_secret)))
      return send(response, 400, graphError('Error validating client secret.'));
    const pending = redeemCode(params);
    if (!pending) return send(response, 400, graphError('Invalid verification code format.'));
    const { sub, email, name } = pending.identity;
    const accessToken = issueFacebookToken({
      appId: client.clientId,
      user: { id: sub, ...(email ? { email } : {}), ...(name ? { name } : {}) },
    });
    send(response, 200, { access_token: accessToken, token_type: 'bearer', expires_in: 5_183_944 });
  }

  function isAppToken(value: string | undefined): boolean {
    const [appId, secret] = (value ?? '').split('|');
    const client = clients.get(appId ?? '');
    return Boolean(client?.clientSecret && secret === client.clientSecret);
  }

  function debugToken(params: Record<string, string>, response: ServerResponse) {
    if (!isAppToken(params.access_token))
      return send(response, 400, graphError('Invalid OAuth access token.'));
    const grant = facebookTokens.get(params.input_token ?? '');
    if (!grant)
      return send(response, 200, {
        data: { is_valid: false, error: { code: 190, message: 'Invalid OAuth access token.' }, scopes: [] },
      });
    send(response, 200, {
      data: {
        app_id: grant.appId,
        type: 'USER',
        application: 'Fake app',
        expires_at: Math.floor(Date.now() / 1000) + 3600,
        is_valid: grant.isValid,
        scopes: ['email', 'public_profile'],
        user_id: grant.user.id,
      },
    });
  }

  function me(params: Record<string, string>, response: ServerResponse) {
    const accessToken = params.access_token ?? '';
    const grant = facebookTokens.get(accessToken);
    // Knows every token it issued, even one debug_token calls invalid: the app must ask debug_token.
    if (!grant) return send(response, 400, graphError('Invalid OAuth access token.'));
    const secret = clients.get(grant.appId)?.clientSecret ?? '';
    const proof = createHmac('sha256', secret).update(accessToken).digest('hex');
    if (params.appsecret_proof !== undefined && params.appsecret_proof !== proof)
      return send(response, 400, graphError('Invalid appsecret_proof provided in the API argument'));
    const fields = (params.fields ?? 'id,name').split(',');
    const user: Record<string, string> = {};
    for (const field of fields) {
      const value = grant.user[field as keyof FacebookUser];
      if (value !== undefined) user[field] = value;
    }
    send(response, 200, user);
  }

  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', baseUrl);
      const params: Record<string, string> = Object.fromEntries(url.searchParams);
      if (request.method === 'POST') Object.assign(params, await readForm(request));
      requests.push({ method: request.method ?? 'GET', path: url.pathname, params });
      const route = `${request.method} ${url.pathname}`;
      switch (route) {
        case 'GET /jwks':
          return send(response, 200, { keys: [publicJwk] });
        case 'GET /authorize':
          return authorize(params, response);
        case 'POST /token':
          return token(params, response);
        case 'GET /oauth/access_token':
          return facebookAccessToken(params, response);
        case 'GET /debug_token':
          return debugToken(params, response);
        case 'GET /me':
          return me(params, response);
        default:
          return send(response, 404, oauthError('not_found'));
      }
    })().catch((error: unknown) => send(response, 500, oauthError(String(error))));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    issuer: baseUrl,
    jwksUrl: `${baseUrl}/jwks`,
    authUrl: `${baseUrl}/authorize`,
    tokenUrl: `${baseUrl}/token`,
    graphUrl: baseUrl,
    addClient: (client) => clients.set(client.clientId, client),
    signInAs: (next) => {
      identity = next;
    },
    mintIdToken,
    issueFacebookToken,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
